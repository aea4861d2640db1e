// The line on /play that tells a player the puzzle was made on their device because the server
// could not be reached, and that the score will be sent when it can be; then that it was sent.

import { useTranslation } from 'react-i18next';
import { usePuzzleLoad } from '../play/puzzle-load';
import { useGame } from '../state/game';
import './OfflineNotice.css';

export function OfflineNotice() {
  const { t } = useTranslation();
  const load = usePuzzleLoad((s) => s.load);
  const puzzleId = load.status === 'ready' && load.source === 'device' ? load.wire.puzzleId : undefined;
  const saved = useGame((s) => s.game?.state.start.puzzleId === puzzleId && s.finish?.score.kind === 'saved');
  if (!puzzleId) return null;
  return (
    <p className="offline-notice panel" role="status" data-testid="offline-notice" data-saved={saved}>
      {saved ? t('offline.sent') : t('offline.playing')}
    </p>
  );
}
