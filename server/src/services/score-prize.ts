// Which prize a stored game earns: the one place that decides it. The score path pays what this
// says, once per player and puzzle (gems.payPrize), in the transaction that stores the game.

import { gemPrizeFor } from '@numberland/engine';
import type { NewScore } from './score-rows';

/** What the prize may depend on: the game, and when its puzzle counts as served to the player. */
export interface PrizeFacts {
  readonly score: NewScore;
  readonly servedAt: Date;
}

/** The gems a signed-in player's stored game earns (0: none): a solved puzzle's, by its difficulty. */
export function prizeOf({ score }: PrizeFacts): number {
  const { summary } = score;
  return summary.finishType === 'success' ? gemPrizeFor(summary.difficulty) : 0;
}
