// How much narrowing a chain stands on. A chain's supposition is made on candidates worked out
// from the numbers found so far; the steps between are what a smart hint must show before it
// can say "Try 3 here". The grade counts them for each chain of its solve: the steps the chain
// rests on, leaving out those that found a number before it (the player's board holds those
// numbers) - clue halves worked out and candidates struck. Many such steps make a long hint
// however it is cut down (issue 15), so expert puzzles may limit them (GradeOptions.maxGroundwork).

import { onlyDigit } from './masks';
import { type Log, stepsBehind } from './propagate';

/** The most steps any chain in `log` rests on beyond the numbers found before it; 0 with no chain. */
export function chainGroundwork(log: Log, mysteries: number): number {
  let most = 0;
  const found = new Set<number>();
  log.steps.forEach((d, i) => {
    if (d.chain) {
      const open = stepsBehind(log, d.premises, i).filter((j) => !found.has(log.steps[j]!.target));
      most = Math.max(most, open.length);
    }
    if (d.target < mysteries && onlyDigit(d.result) !== 0) found.add(d.target);
  });
  return most;
}
