// A clue half first, when the number's hint would be long. Some boards need a long way to any
// number: many direct steps to narrow things down, then a supposition. If the player had one of
// the hidden clue halves written in, the way could be much shorter. So when every way to a number
// takes more than MAX_HINT_STEPS, the hint looks at the clue halves the direct steps work out
// and gives one whose own hint is short and after which the number's hint is short too: two
// short hints in place of one long one.

import type { PlayerBoard } from './board';
import { describeFact, factCell } from './facts';
import { type HalfWay, shownHalf } from './hint-half';
import type { Knowledge } from './knowledge';
import { type Log, stepsBehind } from './propagate';

/** How many clue halves are tried, those resting on the most steps first. */
const TRIED = 16;

/**
 * Of the clue halves not yet known on `start` that `log` (direct steps from `start`) works out,
 * one shown in at most `most` steps after which `nextLength` (the reasoning steps of the next
 * hint, or undefined) is at most `most`, or undefined.
 */
export function halfAhead(
  board: PlayerBoard,
  start: Knowledge,
  log: Log,
  most: number,
  nextLength: (next: PlayerBoard) => number | undefined,
): HalfWay | undefined {
  const { layout } = board.puzzle;
  const halves: { at: number; used: number[] }[] = [];
  log.steps.forEach((d, at) => {
    if (d.target < start.cand.length || start.half[d.target] !== 0) return;
    if (halves.some((h) => log.steps[h.at]!.target === d.target)) return;
    halves.push({ at, used: [...stepsBehind(log, d.premises, at), at] });
  });
  // A half resting on one step (a pair both of whose numbers are written in) says little new.
  halves.sort((a, b) => b.used.length - a.used.length);
  for (const { at, used } of halves.slice(0, TRIED)) {
    const found = log.steps[at]!;
    const way = shownHalf(
      board,
      start,
      used.map((i) => log.steps[i]!),
      found,
    );
    if (!way || way.steps.length > most) continue;
    const ref = describeFact(layout, found.target);
    if (ref.kind === 'cell') continue;
    const note = { cell: factCell(layout, found.target), half: ref.half, value: found.result };
    const next = nextLength({ ...board, halves: [...(board.halves ?? []), note] });
    if (next !== undefined && next <= most) return way;
  }
  return undefined;
}
