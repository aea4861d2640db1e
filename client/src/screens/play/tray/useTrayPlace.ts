// Where the scene kept the help tray free, and where it drew the Hint key, from its layout
// reports: the tray's words go there, and the reminder points at the key. Undefined until the
// board is drawn (the countdown, the welcome), when no help can be asked for yet.

import { useEffect, useState } from 'react';
import { on, type SceneRect } from '../../../game/events';

export interface TrayPlace {
  readonly tray: SceneRect;
  /** The Hint key's rectangle while the pad shows it. */
  readonly hintKey: SceneRect | undefined;
}

function samePlace(a: TrayPlace | undefined, b: TrayPlace | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useTrayPlace(): TrayPlace | undefined {
  const [place, setPlace] = useState<TrayPlace>();
  useEffect(
    () =>
      on('puzzle:layout', (report) => {
        const key = report.keys.find((k) => k.key === 'hint');
        const next = report.tray
          ? {
              tray: report.tray,
              hintKey: key && { x: key.x, y: key.y, width: key.width, height: key.height },
            }
          : undefined;
        setPlace((last) => (samePlace(last, next) ? last : next));
      }),
    [],
  );
  return place;
}
