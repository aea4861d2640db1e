// A board figure's script as plain data, and what one of its frames shows, worked out with the
// engine: a figure is a real engine puzzle drawn by the game's own board renderer, so the numbers,
// the clues worked out from them and the rule breaches come from the same code as in play.
//
// Cells are grid indexes of the puzzle's layout, as in a smart hint (`figureCell` finds them by
// mystery ordinal). Frames are cumulative for what the board shows (values, notes, struck tries,
// clue notes, the selection) and stand alone for their marks (outlines, arrows, breaches, labels).
// No Phaser here: this module is safe for any screen to import.

import {
  type ClueDisplay,
  checkClues,
  createSession,
  fullPuzzle,
  isDigit,
  type LandLevel,
  type Layout,
  layoutOf,
  PUZZLE_PHASES,
  type Puzzle,
  type SessionState,
  type ShapeName,
  type Values,
} from '@numberland/engine';
import type { ParseKeys } from 'i18next';

/** A message key for a label or caption: the figure translates it (`figures.*` and the like). */
export interface FigureText {
  readonly key: ParseKeys;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type LabelPlace = 'above' | 'below' | 'left' | 'right' | 'on';

export interface FigureLabel {
  readonly cell: number;
  readonly text: FigureText;
  readonly place?: LabelPlace;
  readonly tone?: 'plain' | 'good' | 'bad';
}

/** The smart hint's marks (hint-overlay.ts draws them): the cell, evidence, conflicts, arrows. */
export interface FigureMarks {
  /** The cell the step is about (double ring); arrows point at it unless `arrows` says otherwise. */
  readonly target: number;
  readonly green?: readonly number[];
  readonly red?: readonly number[];
  readonly neutral?: readonly number[];
  readonly clues?: readonly ClueDisplay[];
  readonly arrows?: readonly { readonly from: number; readonly to: number }[];
}

export interface FigureFrame {
  /** Numbers shown from this frame on, by grid cell; 0 opens the cell again. */
  readonly values?: Readonly<Record<number, number>>;
  /** Candidate notes by grid cell (replacing the cell's notes). */
  readonly notes?: Readonly<Record<number, readonly number[]>>;
  /** Wrong tries struck out on a tile, by grid cell (replacing them). */
  readonly tries?: Readonly<Record<number, readonly number[]>>;
  /** The player's notes written in a clue's hidden halves, by grid cell. */
  readonly clueNotes?: Readonly<Record<number, { readonly add?: number; readonly mult?: number }>>;
  /** The selected mystery (or clue, with its half); null clears it. */
  readonly select?: { readonly cell: number; readonly half?: 'add' | 'mult' } | null;
  /** This frame's smart-hint marks. */
  readonly marks?: FigureMarks;
  /** A broken rule on show: these cells (mysteries and clues) in red with a cross. */
  readonly breach?: readonly number[];
  readonly labels?: readonly FigureLabel[];
  /** Words under the board for this frame (also what a screen reader hears). */
  readonly caption?: FigureText;
  /**
   * The numbers shown are a try, not the answer (a "what if" the text walks through): they still
   * agree with every clue and rule unless the frame marks a breach.
   */
  readonly trial?: boolean;
  /** How long the frame shows while playing; FRAME_MS when absent. */
  readonly ms?: number;
}

export interface FigureScript {
  /** A name for tests and data attributes. */
  readonly id: string;
  readonly puzzle: Puzzle;
  /** The puzzle's answer, per mystery ordinal (what every shown number is checked against). */
  readonly solution: Values;
  /** The land whose colours the board wears. */
  readonly level: LandLevel;
  readonly frames: readonly FigureFrame[];
  /** The frame a reduced-motion figure (and a still picture) shows; the last one when absent. */
  readonly still?: number;
}

export const FRAME_MS = 1800;

/** The puzzle of a shape with every clue worked out from `values`; `hide` lists halves to hide. */
export function figurePuzzle(
  shape: ShapeName,
  values: Values,
  hide: readonly { readonly cell: number; readonly half: 'add' | 'mult' | 'both' }[] = [],
): Puzzle {
  const layout = layoutOf(shape);
  const full = fullPuzzle(layout, values);
  const hidden = (cell: number, half: 'add' | 'mult') =>
    hide.some((h) => h.cell === cell && (h.half === half || h.half === 'both'));
  const clue = (cell: number, c: { add: number; mult: number }) => ({
    add: hidden(cell, 'add') ? 0 : c.add,
    mult: hidden(cell, 'mult') ? 0 : c.mult,
  });
  return {
    ...full,
    pairClues: full.pairClues.map((c, p) => clue(layout.pairs[p]!.cell, c)),
    squareClues: full.squareClues.map((c, q) => clue(layout.squares[q]!.cell, c)),
  };
}

/** The grid cell of mystery ordinal `m` (reading order). */
export function figureCell(layout: Layout, m: number): number {
  const cell = layout.mysteries[m];
  if (cell === undefined) throw new RangeError(`no mystery ${m} in ${layout.shape}`);
  return cell;
}

/** What one frame shows, all of it worked out. */
export interface ResolvedFrame {
  readonly index: number;
  readonly count: number;
  /** A session state to draw (the board renderer draws session states). */
  readonly state: SessionState;
  /** Per mystery ordinal, the numbers on show (0 = open). */
  readonly values: Values;
  readonly marks: FigureMarks | undefined;
  /** The numbers shown are a try (see FigureFrame.trial). */
  readonly trial: boolean;
  readonly breach: readonly number[];
  /**
   * Clues whose numbers are all shown but which must not look solved: in the breach, contradicted
   * by the numbers, or touching a number outside 1 to 9.
   */
  readonly unsolved: readonly number[];
  readonly labels: readonly FigureLabel[];
  readonly caption: FigureText | undefined;
}

function unsolvedClues(puzzle: Puzzle, values: Values, breach: readonly number[]): number[] {
  const { layout } = puzzle;
  const out = new Set(breach.filter((cell) => layout.pairAt[cell]! >= 0 || layout.squareAt[cell]! >= 0));
  for (const broken of checkClues(puzzle, values)) if (broken.half !== 'given') out.add(broken.cell);
  const odd = (m: number) => values[m] !== 0 && !isDigit(values[m]!);
  for (const pair of layout.pairs) if (odd(pair.a) || odd(pair.b)) out.add(pair.cell);
  for (const square of layout.squares) if (square.corners.some(odd)) out.add(square.cell);
  return [...out].sort((a, b) => a - b);
}

function baseState(script: FigureScript): SessionState {
  const session = createSession(
    {
      id: `figure-${script.id}`,
      puzzleId: `figure-${script.id}`,
      puzzle: script.puzzle,
      solution: script.solution,
      level: script.level,
      difficultyLevel: 1,
      difficulty: 1,
      hintsNo: 0,
      timeAllowed: 0,
      gems: 0,
      startupDelayMs: 0,
      errorAssist: false,
    },
    0,
  );
  return { ...session, phase: PUZZLE_PHASES.playing };
}

function maskOf(digits: readonly number[]): number {
  return digits.reduce((mask, d) => mask | (1 << d), 0);
}

/** Frame `index` (clamped to the script) with everything before it applied. */
export function resolveFrame(script: FigureScript, index: number): ResolvedFrame {
  const count = script.frames.length;
  const at = Math.max(0, Math.min(count - 1, Math.floor(index)));
  const base = baseState(script);
  const { layout } = script.puzzle;
  const mysteries = base.mysteries.map((m) => ({ ...m }));
  const pairNotes = base.pairNotes.map((n) => ({ ...n }));
  const squareNotes = base.squareNotes.map((n) => ({ ...n }));
  let selection: SessionState['selection'];
  const mysteryOf = (cell: number) => {
    const m = layout.mysteryAt[cell] ?? -1;
    if (m < 0) throw new RangeError(`figure ${script.id}: cell ${cell} is not a mystery`);
    return m;
  };
  for (let i = 0; i <= at; i++) {
    const frame = script.frames[i];
    if (!frame) break;
    for (const [cell, value] of Object.entries(frame.values ?? {})) {
      mysteries[mysteryOf(Number(cell))]!.value = value;
    }
    for (const [cell, digits] of Object.entries(frame.notes ?? {})) {
      mysteries[mysteryOf(Number(cell))]!.notes = maskOf(digits);
    }
    for (const [cell, tries] of Object.entries(frame.tries ?? {})) {
      mysteries[mysteryOf(Number(cell))]!.tries = [...tries];
    }
    for (const [key, halves] of Object.entries(frame.clueNotes ?? {})) {
      const cell = Number(key);
      const p = layout.pairAt[cell] ?? -1;
      const q = layout.squareAt[cell] ?? -1;
      const notes = p >= 0 ? pairNotes[p] : q >= 0 ? squareNotes[q] : undefined;
      if (!notes) throw new RangeError(`figure ${script.id}: cell ${cell} is not a clue`);
      if (halves.add !== undefined) notes.add = halves.add;
      if (halves.mult !== undefined) notes.mult = halves.mult;
    }
    if (frame.select === null) selection = undefined;
    else if (frame.select) {
      const { cell, half } = frame.select;
      selection = half ? { kind: 'clue', cell, half } : { kind: 'mystery', cell };
    }
  }
  const frame = script.frames[at];
  const state: SessionState = { ...base, mysteries, pairNotes, squareNotes, selection };
  const values = mysteries.map((m) => m.value);
  const breach = frame?.breach ?? [];
  return {
    index: at,
    count,
    state,
    values,
    marks: frame?.marks,
    trial: frame?.trial === true,
    breach,
    unsolved: unsolvedClues(script.puzzle, values, breach),
    labels: frame?.labels ?? [],
    caption: frame?.caption,
  };
}

/** The frame a still picture or a reduced-motion figure shows. */
export function stillFrame(script: FigureScript): number {
  return Math.max(0, Math.min(script.frames.length - 1, script.still ?? script.frames.length - 1));
}
