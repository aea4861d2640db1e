// Hiding clue halves one at a time, in a random order, keeping only the hides after which the
// puzzle still has exactly one solution (and passes the policy's own test).

import type { Clue, Puzzle, Values } from '../puzzle';
import type { Random } from '../random';
import { shuffle } from '../random';
import { count } from '../solver/solver';
import type { HidingPolicy } from './policy';

interface Half {
  readonly square: boolean;
  readonly slot: number;
  readonly half: 'add' | 'mult';
}

export function hideHalves(puzzle: Puzzle, solution: Values, policy: HidingPolicy, random: Random): Puzzle {
  const halves: Half[] = [];
  for (const half of ['add', 'mult'] as const) {
    for (let slot = 0; slot < puzzle.pairClues.length; slot++) halves.push({ square: false, slot, half });
    for (let slot = 0; slot < puzzle.squareClues.length; slot++) halves.push({ square: true, slot, half });
  }
  shuffle(random, halves);
  if (policy.lookAhead) {
    const unique = hideInOrder(puzzle, halves, policy, undefined);
    if (!policy.lookAhead(unique, solution)) return unique;
  }
  return hideInOrder(puzzle, halves, policy, policy.accept && ((c) => policy.accept!(c, solution)));
}

/** Hide `halves` in their order, each kept if the puzzle stays unique and `accept` takes it. */
function hideInOrder(
  puzzle: Puzzle,
  halves: readonly Half[],
  policy: HidingPolicy,
  accept: ((candidate: Puzzle) => boolean) | undefined,
): Puzzle {
  const pairClues: Clue[] = [...puzzle.pairClues];
  const squareClues: Clue[] = [...puzzle.squareClues];
  let current = puzzle;
  let hidden = 0;
  for (const { square, slot, half } of halves) {
    if (hidden >= policy.hideHalves) break;
    const clues = square ? squareClues : pairClues;
    const clue = clues[slot]!;
    const other = half === 'add' ? clue.mult : clue.add;
    if (other === 0 && !policy.blankClues) continue;
    clues[slot] = half === 'add' ? { add: 0, mult: clue.mult } : { add: clue.add, mult: 0 };
    const candidate: Puzzle = { ...current, pairClues: [...pairClues], squareClues: [...squareClues] };
    if (count(candidate, 2).count === 1 && (accept?.(candidate) ?? true)) {
      current = candidate;
      hidden++;
    } else {
      clues[slot] = clue;
    }
  }
  return current;
}
