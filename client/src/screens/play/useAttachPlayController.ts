// While /play is open, the play controller hears the scene and the stores around the puzzle;
// leaving /play detaches it, which ends an unfinished game (its progress is lost).

import { useEffect } from 'react';
import { playController } from '../../play/app-play-controller';

export function useAttachPlayController(): void {
  useEffect(() => playController.attach(), []);
}
