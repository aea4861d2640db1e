// The help tray: the strip the board's layout keeps free beside or below the board (never over
// the grid, the pad or the Hint key), where the smart hint, the error explanation and the hint
// reminder show. Its place is fixed for the puzzle, so opening help never moves the board. With no
// help to show it holds a quiet line on what to do next, and what the screen gives it (on a phone,
// the puzzle's prize, hints left and id).

import type { CSSProperties, ReactNode } from 'react';
import { HintPanel } from '../hint/HintPanel';
import { HintReminder } from './HintReminder';
import { TrayIdle } from './TrayIdle';
import { useTrayPlace } from './useTrayPlace';
import './PlayTray.css';

/** A tray lower than this shows one step of a hint at a time, with arrows between them. */
export const COMPACT_BELOW = 260;

export function PlayTray({ idle }: { readonly idle?: ReactNode }) {
  const place = useTrayPlace();
  // No board yet (the welcome, the countdown): what the screen puts in the tray waits at the foot
  // of the box, so the puzzle's id is there from the start.
  if (!place)
    return idle ? (
      <div className="play-tray play-tray--waiting" data-testid="play-tray-waiting">
        <div className="play-tray__idle">{idle}</div>
      </div>
    ) : null;
  const { tray, hintKey } = place;
  const style: CSSProperties = { left: tray.x, top: tray.y, width: tray.width, height: tray.height };
  const compact = tray.height < COMPACT_BELOW;
  return (
    <div className="play-tray" style={style} data-testid="play-tray">
      <TrayIdle>{idle}</TrayIdle>
      <HintReminder tray={tray} hintKey={hintKey} />
      <HintPanel compact={compact} />
    </div>
  );
}
