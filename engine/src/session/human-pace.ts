// Replaying a posted game while checking that a human could have played it: entries too close
// together, or a whole game faster than anyone solves, are a machine's, and such a game earns
// nothing. The check rides along the one replay, as it needs each action's events.

import { err, ok, type Result } from '../result';
import { apply } from './apply';
import { createSession } from './create';
import type { TimedAction } from './replay';
import type { SessionStart, SessionState } from './types';

/**
 * Two numbers entered (right or wrong) never closer than this. Each entry is a deliberate act on
 * a new cell or after a lost life: at least a look, a choice and a key or click. 80 ms is below
 * the fastest human reaction to anything (about 100 ms), so only a machine enters faster; notes,
 * selections and held-down keys are not counted, as keyboard auto-repeat makes those quick.
 */
export const MIN_ENTRY_GAP_MS = 80;
/**
 * Play time per cell found, on average, from the first cell found to the last (pauses excluded).
 * A cell asks for reading its clues, choosing it and entering its number: the quickest human
 * solvers need well over a second. 200 ms leaves room for a player who already knows the answer
 * (a puzzle played again), and the end-to-end driver's pace of 250 ms per action passes.
 */
export const MIN_CELL_MS = 200;

export type PaceError = { readonly code: 'implausible-times'; readonly message: string };

export interface HumanReplay {
  readonly state: SessionState;
  /** Gems the game's reveals and smart hints cost. */
  readonly assistGems: number;
}

const implausible = (message: string) => err<PaceError>({ code: 'implausible-times', message });

/** The state the actions lead to, or why they come faster than a human plays. */
export function replayAtHumanPace(
  start: SessionStart,
  createdAt: number,
  actions: readonly TimedAction[],
): Result<HumanReplay, PaceError> {
  let state = createSession(start, createdAt);
  const first = actions[0];
  if (first && first.at < createdAt) return implausible('The game has an action before it began.');
  let lastEntry: number | undefined;
  let found = 0;
  let firstFound = 0;
  let lastFound = 0;
  let assistGems = 0;
  for (const [i, { at, action }] of actions.entries()) {
    // Only the state and the entries are checked: no hint or explanation is worked out.
    const step = apply(state, action, at, { explain: false });
    state = step.state;
    for (const e of step.events) if (e.type === 'spend') assistGems += e.gems;
    const entered = step.events.some((e) => e.type === 'correct' || e.type === 'wrong');
    if (!entered) continue;
    if (lastEntry !== undefined && at - lastEntry < MIN_ENTRY_GAP_MS) {
      return implausible(
        `Action ${i} came ${at - lastEntry} ms after the number before it; a person needs at least ${MIN_ENTRY_GAP_MS} ms.`,
      );
    }
    lastEntry = at;
    if (step.events.some((e) => e.type === 'correct')) {
      // Time in play at this moment: since the start, pauses taken out.
      const played = at - state.startTime - state.pausedMs;
      if (found === 0) firstFound = played;
      lastFound = played;
      found++;
    }
  }
  if (found > 1 && lastFound - firstFound < (found - 1) * MIN_CELL_MS) {
    return implausible(
      `${found} cells were found in ${Math.round(lastFound - firstFound)} ms; a person needs at least ${MIN_CELL_MS} ms for each.`,
    );
  }
  return ok({ state, assistGems });
}
