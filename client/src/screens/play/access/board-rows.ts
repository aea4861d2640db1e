// The accessible board's rows and cells (issue 19): the engine's grid row by row, one cell of the
// grid for each mystery and two for each clue (its sum half, then its product half), each with
// its words and whether the keyboard can land on it. Pure, so the words are tested without React.

import { boardView, type ClueHalf, PUZZLE_PHASES, type SessionState } from '@numberland/engine';
import type { TFunction } from 'i18next';
import { clueHalfLabel, mysteryLabel } from './board-labels';

export interface AccessCell {
  /** Unique within the board: the grid index, and the half for a clue. */
  readonly key: string;
  readonly cell: number;
  readonly half: ClueHalf | undefined;
  readonly label: string;
  readonly selected: boolean;
  /** The player can select it: an open mystery, or a clue half that is not printed or solved. */
  readonly open: boolean;
}

export type AccessRow = readonly AccessCell[];

export function accessRows(t: TFunction, state: SessionState): AccessRow[] {
  const view = boardView(state);
  const { layout } = state.puzzle;
  const selection = state.selection;
  const rows: AccessCell[][] = [];
  for (let y = 0; y < view.height; y++) {
    const row: AccessCell[] = [];
    for (let x = 0; x < view.width; x++) {
      const cell = view.cells[y * view.width + x]!;
      if (cell.kind === 'absent') continue;
      if (cell.kind === 'mystery') {
        row.push({
          key: `${cell.cell}`,
          cell: cell.cell,
          half: undefined,
          label: mysteryLabel(t, layout, cell),
          selected: cell.selected,
          open: cell.value === 0,
        });
        continue;
      }
      for (const half of ['add', 'mult'] as const) {
        row.push({
          key: `${cell.cell}-${half}`,
          cell: cell.cell,
          half,
          label: clueHalfLabel(t, layout, cell, half),
          selected: selection?.kind === 'clue' && selection.cell === cell.cell && selection.half === half,
          open: cell[half].source !== 'printed' && !cell.solved,
        });
      }
    }
    if (row.length > 0) rows.push(row);
  }
  return rows;
}

/** The cell the Tab key lands on: the selection, else the first open one. */
export function entryCell(rows: readonly AccessRow[]): AccessCell | undefined {
  const cells = rows.flat();
  return cells.find((c) => c.selected) ?? cells.find((c) => c.open) ?? cells[0];
}

/** Whether the board can be read and played now: from the start of play to the end. */
export function boardReadable(state: SessionState): boolean {
  return state.phase >= PUZZLE_PHASES.playing;
}
