// Grading: solve the puzzle as a careful player would, always with the easiest technique that
// says something new, and add up what the steps cost. A puzzle the techniques cannot finish
// would need guessing beyond a short chain; the generator never serves one.

import type { Puzzle, Values } from '../puzzle';
import { chains, chainsB, findChain, MAX_CHAIN_STEPS } from './chain';
import { type Deduction, TECHNIQUE_IDS, TECHNIQUES, type Technique, type TechniqueId } from './deduction';
import { chainGroundwork } from './groundwork';
import { Knowledge } from './knowledge';
import { newLog, propagate, stepsBehind } from './propagate';
import { DIRECT_TECHNIQUES } from './techniques';

/** Techniques 1-8 as grading takes them. */
export const ALL_TECHNIQUES: readonly Technique[] = [...DIRECT_TECHNIQUES, chains];

export interface Grade {
  /** Whether the techniques alone solve the puzzle. */
  readonly solved: boolean;
  /** Sum of step costs: the spec's numeric `difficulty` before scaling (see generator/rating). */
  readonly points: number;
  /** The hardest technique the solve needed. */
  readonly hardest: TechniqueId;
  /** The steps the solution rests on, in the order they were made. */
  readonly steps: readonly Deduction[];
  /** Steps per technique. */
  readonly uses: Readonly<Record<TechniqueId, number>>;
}

export interface GradeOptions {
  /** Only techniques up to this rank (1-8) may be used. */
  readonly maxRank?: number;
  /** A solve that needs more points than this does not count as solved. */
  readonly maxPoints?: number;
  /** The solution, when known: it only spares the chain search hopeless suppositions. */
  readonly solution?: Values;
  /**
   * Whether a chain may end on settled numbers that break a clue, rule 2 or rule 3 (breaks.ts),
   * as the hints' chains do. On unless said otherwise; version-B puzzle ids were graded without
   * (generator/version-b.ts), and keep that so they keep their puzzles.
   */
  readonly chainBreaks?: boolean;
  /** A solve that needs more chains than this does not count as solved (each is at most MAX_CHAIN_STEPS). */
  readonly maxChains?: number;
  /**
   * Only chains that settle a number: a supposition in a mystery with two candidates left, so the
   * chain's conclusion is that mystery's number. A puzzle solved so needs one supposition per
   * number at most, which is all a smart hint may show (hint-suppose.ts); the player's board
   * keeps numbers, not the candidates a chain struck out. Only with `maxChains`.
   */
  readonly chainsSettle?: boolean;
  /**
   * A solve with a chain that rests on more steps than this beyond the numbers found before it
   * (groundwork.ts) does not count as solved: its smart hint would be long.
   */
  readonly maxGroundwork?: number;
}

export function grade(puzzle: Puzzle, options: GradeOptions = {}): Grade {
  const { maxRank = 8, maxPoints = Number.POSITIVE_INFINITY } = options;
  const { chainBreaks = true, maxChains = Number.POSITIVE_INFINITY, chainsSettle = false } = options;
  const chain =
    maxChains !== Number.POSITIVE_INFINITY
      ? chainsUpTo(maxChains, chainBreaks, chainsSettle)
      : chainBreaks
        ? chains
        : chainsB;
  const techniques = [...DIRECT_TECHNIQUES, chain].filter((t) => TECHNIQUES[t.id].rank <= maxRank);
  const k = Knowledge.of(puzzle);
  k.solution = options.solution;
  const log = newLog();
  const outcome = propagate(k, log, { techniques });
  const solved = outcome === 'solved';
  // Only the steps the solution rests on count: a step nothing later used was no work needed.
  const cells = k.cand.map((_, m) => m);
  const needed = stepsBehind(log, cells, log.steps.length);
  let points = 0;
  for (const i of needed) points += log.steps[i]!.cost;
  const uses = {} as Record<TechniqueId, number>;
  for (const id of TECHNIQUE_IDS) uses[id] = 0;
  let hardest: TechniqueId = 'subtract-divide';
  for (const i of needed) {
    const step = log.steps[i]!;
    uses[step.technique]++;
    if (TECHNIQUES[step.technique].rank > TECHNIQUES[hardest].rank) hardest = step.technique;
  }
  const { maxGroundwork } = options;
  return {
    solved:
      solved &&
      points <= maxPoints &&
      (maxGroundwork === undefined || chainGroundwork(log, k.cand.length) <= maxGroundwork),
    points,
    hardest,
    steps: needed.map((i) => log.steps[i]!),
    uses,
  };
}

/** Chains found fewest candidates first, the first found, at most `max` of them (see `chainsSettle`). */
function chainsUpTo(max: number, checkBreaks: boolean, twoLeft: boolean): Technique {
  let made = 0;
  return {
    id: 'chain',
    find(k, out) {
      if (made >= max) return;
      const found = findChain(k, { maxSteps: MAX_CHAIN_STEPS, shortest: false, checkBreaks, twoLeft });
      if (!found) return;
      made++;
      out.push(found);
    },
  };
}
