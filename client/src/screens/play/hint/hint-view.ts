// What the hint panel shows of the hint on screen: its title, and how far its steps have come.
// The scene may be sent back to an earlier step (the player clicked its message) and then plays
// on from there; the messages already read stay listed meanwhile.

import type { SmartHint } from '@numberland/engine';
import type { HintShown } from '../../../state/game';

export type HintTitleKey = 'hintPanel.hint' | 'hintPanel.error' | 'hintPanel.gentle';

/** A gentle reminder, "Why is this wrong?" for an error, else a smart hint. */
export function hintTitleKey(hint: Pick<HintShown, 'record' | 'gentle'>): HintTitleKey {
  if (hint.gentle) return 'hintPanel.gentle';
  return hint.record.type === 'error' ? 'hintPanel.error' : 'hintPanel.hint';
}

/** The furthest step of one hint record shown so far. */
export interface HintReach {
  readonly record: SmartHint;
  readonly upTo: number;
}

/** The reach after `hint` is shown: further on for the same record, anew for another one. */
export function reachOf(
  previous: HintReach | undefined,
  hint: Pick<HintShown, 'record' | 'step'>,
): HintReach {
  if (previous?.record === hint.record && hint.step <= previous.upTo) return previous;
  const upTo = previous?.record === hint.record ? Math.max(previous.upTo, hint.step) : hint.step;
  return { record: hint.record, upTo };
}
