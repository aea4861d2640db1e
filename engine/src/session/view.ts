// What the board shows, cell by cell, worked out from a session state: the puzzle scene draws this
// and decides nothing itself (DESIGN.md: the scene holds no rules). Also what the view needs to
// know about the selection: which cells relate to it, whether the number pad shows, which clues
// the clue helper marks as solvable now, and where the arrow keys move it.

import { FORCING_SQUARE_PRODUCTS, PUZZLE_PHASES } from '../constants';
import { positionOf } from '../grid';
import { isPlaying } from './clock';
import type { ClueHalf, SessionState } from './types';

/** Where a clue half's number comes from: printed, worked out by solving both ends, the player's note, or none. */
export type HalfSource = 'printed' | 'solved' | 'note' | 'hidden';

export interface HalfView {
  readonly source: HalfSource;
  /** 0 when hidden. */
  readonly value: number;
}

export type CellView =
  | { readonly kind: 'absent'; readonly cell: number }
  | {
      readonly kind: 'mystery';
      readonly cell: number;
      /** The number found or given, 0 while open. */
      readonly value: number;
      readonly given: boolean;
      readonly revealed: boolean;
      /** Wrong numbers tried, struck out on the tile. */
      readonly tries: readonly number[];
      /** Candidate notes, ascending. */
      readonly notes: readonly number[];
      readonly selected: boolean;
    }
  | {
      readonly kind: 'pair' | 'square';
      readonly cell: number;
      /** For pairs: whether the two ends sit side by side. */
      readonly horizontal: boolean;
      readonly add: HalfView;
      readonly mult: HalfView;
      /** Every neighbouring mystery is found. */
      readonly solved: boolean;
      /** The half the player has selected, if any. */
      readonly selectedHalf: ClueHalf | undefined;
    };

export interface BoardView {
  readonly width: number;
  readonly height: number;
  /** One entry per grid cell, row by row. */
  readonly cells: readonly CellView[];
}

function digitsOfMask(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

export function boardView(state: SessionState): BoardView {
  const { puzzle, mysteries, selection } = state;
  const { layout } = puzzle;
  const foundAt = (m: number) => mysteries[m]!.value;
  const half = (printed: number, solvedValue: number | undefined, note: number): HalfView => {
    if (printed !== 0) return { source: 'printed', value: printed };
    if (solvedValue !== undefined) return { source: 'solved', value: solvedValue };
    if (note !== 0) return { source: 'note', value: note };
    return { source: 'hidden', value: 0 };
  };
  const selectedHalf = (cell: number) =>
    selection?.kind === 'clue' && selection.cell === cell ? selection.half : undefined;

  const cells: CellView[] = layout.types.map((_, cell): CellView => {
    const m = layout.mysteryAt[cell]!;
    if (m >= 0) {
      const mystery = mysteries[m]!;
      return {
        kind: 'mystery',
        cell,
        value: mystery.value,
        given: puzzle.givens[m] !== 0,
        revealed: mystery.revealed,
        tries: mystery.tries,
        notes: digitsOfMask(mystery.notes),
        selected: selection?.kind === 'mystery' && selection.cell === cell,
      };
    }
    const p = layout.pairAt[cell]!;
    if (p >= 0) {
      const slot = layout.pairs[p]!;
      const a = foundAt(slot.a);
      const b = foundAt(slot.b);
      const solved = a !== 0 && b !== 0;
      const clue = puzzle.pairClues[p]!;
      const notes = state.pairNotes[p]!;
      return {
        kind: 'pair',
        cell,
        horizontal: slot.horizontal,
        add: half(clue.add, solved ? a + b : undefined, notes.add),
        mult: half(clue.mult, solved ? a * b : undefined, notes.mult),
        solved,
        selectedHalf: selectedHalf(cell),
      };
    }
    const q = layout.squareAt[cell]!;
    if (q >= 0) {
      const values = layout.squares[q]!.corners.map(foundAt);
      const solved = values.every((v) => v !== 0);
      const clue = puzzle.squareClues[q]!;
      const notes = state.squareNotes[q]!;
      return {
        kind: 'square',
        cell,
        horizontal: false,
        add: half(clue.add, solved ? values.reduce((s, v) => s + v, 0) : undefined, notes.add),
        mult: half(clue.mult, solved ? values.reduce((s, v) => s * v, 1) : undefined, notes.mult),
        solved,
        selectedHalf: selectedHalf(cell),
      };
    }
    return { kind: 'absent', cell };
  });
  return { width: layout.width, height: layout.height, cells };
}

/**
 * Grid cells that take part with the selection (dimming shows the rest faded): a mystery with its
 * clues and the mysteries across them, a clue with its mysteries. Empty without a selection.
 */
export function relatedCells(state: SessionState): ReadonlySet<number> {
  const { layout } = state.puzzle;
  const selection = state.selection;
  const out = new Set<number>();
  if (!selection) return out;
  out.add(selection.cell);
  const addPair = (p: number) => {
    const slot = layout.pairs[p]!;
    out.add(slot.cell).add(layout.mysteries[slot.a]!).add(layout.mysteries[slot.b]!);
  };
  const addSquare = (q: number) => {
    const slot = layout.squares[q]!;
    out.add(slot.cell);
    for (const c of slot.corners) out.add(layout.mysteries[c]!);
  };
  const m = layout.mysteryAt[selection.cell]!;
  if (m >= 0) {
    for (const p of layout.pairsOf[m]!) addPair(p);
    for (const q of layout.squaresOf[m]!) addSquare(q);
    return out;
  }
  const p = layout.pairAt[selection.cell]!;
  if (p >= 0) addPair(p);
  const q = layout.squareAt[selection.cell]!;
  if (q >= 0) addSquare(q);
  return out;
}

/** The spec's rule: a selection, the puzzle playing, and no printed number on the selected half. */
export function numberPadShown(state: SessionState): boolean {
  if (!isPlaying(state) || !state.selection) return false;
  if (state.selection.kind === 'mystery') return true;
  const view = boardView(state).cells[state.selection.cell];
  if (!view || (view.kind !== 'pair' && view.kind !== 'square')) return false;
  return view[state.selection.half].source !== 'printed';
}

/**
 * The clue helper (spec section 5): clues that settle the selected open mystery now. A pair clue
 * with a printed or rightly noted half whose other end is known, or a square clue whose printed
 * product forces all four corners equal.
 */
export function solvableClues(state: SessionState): readonly number[] {
  const selection = state.selection;
  if (selection?.kind !== 'mystery' || state.phase !== PUZZLE_PHASES.playing) return [];
  const { layout } = state.puzzle;
  const m = layout.mysteryAt[selection.cell]!;
  if (m < 0 || state.mysteries[m]!.value !== 0) return [];
  const out: number[] = [];
  for (const p of layout.pairsOf[m]!) {
    const slot = layout.pairs[p]!;
    const other = slot.a === m ? slot.b : slot.a;
    const clue = state.puzzle.pairClues[p]!;
    if (state.mysteries[other]!.value !== 0 && (clue.add !== 0 || clue.mult !== 0)) out.push(slot.cell);
  }
  for (const q of layout.squaresOf[m]!) {
    const product = state.puzzle.squareClues[q]!.mult;
    if ((FORCING_SQUARE_PRODUCTS as readonly number[]).includes(product)) out.push(layout.squares[q]!.cell);
  }
  return out;
}

/** Whether the selected mystery has exactly one candidate note, so the submit-note button shows. */
export function canSubmitNote(state: SessionState): boolean {
  const selection = state.selection;
  if (selection?.kind !== 'mystery' || !isPlaying(state)) return false;
  const m = state.puzzle.layout.mysteryAt[selection.cell]!;
  const notes = state.mysteries[m]!.notes;
  return notes !== 0 && (notes & (notes - 1)) === 0;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The cell an arrow key moves the selection to: the nearest selectable cell that way in the same
 * row or column (open mysteries, and clues with a half to write on), or the selection itself.
 * Without a selection the first open mystery is chosen.
 */
export function moveSelection(state: SessionState, direction: Direction): number | undefined {
  const view = boardView(state);
  const selectable = (c: CellView): boolean =>
    (c.kind === 'mystery' && c.value === 0) ||
    ((c.kind === 'pair' || c.kind === 'square') &&
      (c.add.source !== 'printed' || c.mult.source !== 'printed') &&
      !c.solved);
  const from = state.selection?.cell;
  if (from === undefined) return view.cells.find((c) => c.kind === 'mystery' && c.value === 0)?.cell;
  const size = { width: view.width, height: view.height };
  const { x, y } = positionOf(size, from);
  const [dx, dy] = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[direction];
  for (let i = 1; ; i++) {
    const nx = x + dx! * i;
    const ny = y + dy! * i;
    if (nx < 0 || ny < 0 || nx >= view.width || ny >= view.height) return from;
    const cell = view.cells[ny * view.width + nx]!;
    if (selectable(cell)) return cell.cell;
  }
}

/**
 * The board with every mystery filled in with its solution, for the end screen's show-puzzle
 * (spec section 2): a state to draw, never to play on.
 */
export function solutionShown(state: SessionState): SessionState {
  const mysteries = state.mysteries.map((m, i) =>
    m.value !== 0 ? m : { ...m, value: state.solution[i]!, notes: 0 },
  );
  return { ...state, mysteries, selection: undefined };
}
