// The graded draw every generator version makes (version-b.ts, and generate.ts for the versions
// after): puzzles drawn and hidden until one is solvable by the band's rules and not the band's
// below, consuming the random stream the same way whatever the version.

import type { DifficultyLevel } from '../constants';
import { type Grade, type GradeOptions, grade } from '../deduce/grade';
import type { Layout } from '../layout';
import { cluesOf, type Puzzle } from '../puzzle';
import { type Random, shuffle } from '../random';
import { specialSquares } from '../rules';
import { count } from '../solver/solver';
import { hideHalves } from './hide';
import { type HidingPolicy, SPECIAL_SQUARE_RATE } from './policy';
import { choosePlantedSquare, sampleSolution } from './sample-solution';

export interface Generation {
  readonly puzzle: Puzzle;
  /** Per mystery ordinal of `puzzle.layout`. */
  readonly solution: number[];
  /** Square slot of the solution's special square, or -1. */
  readonly specialSquare: number;
}

/** A band no draw reaches in this many tries is a calibration bug, not bad luck. */
const MAX_ATTEMPTS = 2000;

/** What a graded draw keeps: the band's own rules, and the band below's for the double check. */
export interface GradedDraw {
  readonly blankClues: boolean;
  readonly rules: Omit<GradeOptions, 'solution'>;
  readonly below: Omit<GradeOptions, 'solution'> | undefined;
  /** Every other draw stops after a random number of hides instead of hiding all it can. */
  readonly stopsEarly: boolean;
  /** Whether to look ahead (looksAhead) where it is sound; off unless asked for. */
  readonly lookAhead?: boolean;
}

/**
 * Draws until a puzzle is solvable by `rules` (each hide checked as it is made) and not by
 * `below`. Every generator version's graded draw, so the random stream is consumed the same way.
 */
export function drawGraded(
  layout: Layout,
  level: DifficultyLevel,
  random: Random,
  draw: GradedDraw,
): Generation & { grade: Grade } {
  const { rules, below } = draw;
  // The grade of the last hide accepted is the final puzzle's own, unless nothing was hidden.
  const last: { accepted?: { puzzle: Puzzle; grade: Grade }; tooEasy?: Puzzle } = {};
  const policy: HidingPolicy = {
    givens: 0,
    hideHalves: Number.POSITIVE_INFINITY,
    blankClues: draw.blankClues,
    specialSquareRate: SPECIAL_SQUARE_RATE,
    accept: (candidate, solution) => {
      const graded = grade(candidate, { ...rules, solution });
      if (graded.solved) last.accepted = { puzzle: candidate, grade: graded };
      return graded.solved;
    },
    lookAhead: looksAhead(draw)
      ? (maxHidden, solution) => {
          if (!grade(maxHidden, { ...below!, solution }).solved) return true;
          last.tooEasy = maxHidden;
          return false;
        }
      : undefined,
  };
  // Decided once, not per draw: draws a band rejects must not change how often squares are planted.
  const plant = random.float() < policy.specialSquareRate;
  const halves = 2 * (layout.pairs.length + layout.squares.length);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stopEarly = draw.stopsEarly && attempt % 2 === 1;
    const hideHalves = stopEarly ? random.int(halves + 1) : Number.POSITIVE_INFINITY;
    const made = generateWith(layout, { ...policy, hideHalves }, random, plant);
    if (made.puzzle === last.tooEasy) continue;
    const graded =
      last.accepted?.puzzle === made.puzzle
        ? last.accepted.grade
        : grade(made.puzzle, { ...rules, solution: made.solution });
    if (!graded.solved) continue;
    const easier = below && grade(made.puzzle, { ...below, solution: made.solution }).solved;
    if (!easier) return { ...made, grade: graded };
  }
  throw new Error(`no ${layout.shape} puzzle reached difficulty ${level} in ${MAX_ATTEMPTS} draws`);
}

/**
 * Whether a draw may give up early on a puzzle the band below solves (HidingPolicy.lookAhead):
 * hidden with uniqueness alone, the puzzle knows least; if the band below solves even that, it
 * solves every puzzle on the way there, the band's own rules take each of them (their techniques
 * include the band below's), so the graded hiding would end on the same puzzle and the double
 * check would reject it. Most expert draws end so; the look ahead costs a uniqueness check per
 * half and one grade, instead of a grade per half. Not with points caps: points need not fall as
 * halves are hidden.
 */
function looksAhead({ rules, below, lookAhead = false }: GradedDraw): boolean {
  const uncapped = (r: Omit<GradeOptions, 'solution'>) =>
    r.maxPoints === undefined || r.maxPoints === Number.POSITIVE_INFINITY;
  return lookAhead && below !== undefined && uncapped(rules) && uncapped(below);
}

/**
 * One puzzle with a unique solution on a layout, hidden as the policy says. `plant` overrides the
 * policy's draw of whether to plant a special square.
 */
export function generateWith(
  layout: Layout,
  policy: HidingPolicy,
  random: Random,
  plant?: boolean,
): Generation {
  const planting = plant ?? random.float() < policy.specialSquareRate;
  const planted = planting ? choosePlantedSquare(layout, random) : undefined;
  for (;;) {
    const solution = sampleSolution(layout, random, planted);
    const shown = shuffle(
      random,
      layout.mysteries.map((_, m) => m),
    ).slice(0, policy.givens);
    const givens = solution.map((v, m) => (shown.includes(m) ? v : 0));
    const full: Puzzle = { layout, givens, ...cluesOf(layout, solution) };
    // Rarely every clue together still allows a second solution; such a board is drawn again.
    if (count(full, 2).count !== 1) continue;
    const puzzle = hideHalves(full, solution, policy, random);
    return { puzzle, solution, specialSquare: specialSquares(layout, solution)[0] ?? -1 };
  }
}
