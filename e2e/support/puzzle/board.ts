// The board on screen: the puzzle box's data attributes (phase, puzzle id, orientation) and the
// scene's layout report (where it drew the cells and the pad keys), and the engine's view of the
// puzzle the box shows.

import { fromId, type Puzzle, reorient, solveUnique } from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import type { PuzzleLayoutReport, SceneRect } from '../../../client/src/game/events';
import { UI_WAIT_MS } from '../browser';

export const BOX = '[data-testid="puzzle-box"]';
/** The puzzle box while the game is in `phase` (one of the engine's PUZZLE_PHASES). */
export const boxInPhase = (phase: number) => `${BOX}[data-phase="${phase}"]`;

export interface BoardOnScreen {
  readonly puzzleId: string;
  readonly orientation: 'landscape' | 'portrait';
  /** The puzzle as the engine makes it from the id, turned the way the screen shows it. */
  readonly puzzle: Puzzle;
  /** Per mystery ordinal of `puzzle.layout`. */
  readonly solution: readonly number[];
  /** Mystery ordinals to find (no given number), in reading order. */
  readonly open: readonly number[];
}

export async function phaseOf(page: Page): Promise<number | undefined> {
  const phase = await page.$eval(BOX, (el) => (el as HTMLElement).dataset.phase);
  return phase === undefined || phase === '' ? undefined : Number(phase);
}

export async function waitForPhase(page: Page, phase: number, timeout = UI_WAIT_MS): Promise<void> {
  try {
    await page.waitForFunction(
      (box: string, wanted: string) => document.querySelector<HTMLElement>(box)?.dataset.phase === wanted,
      { timeout, polling: 'mutation' },
      BOX,
      String(phase),
    );
  } catch (error) {
    throw new Error(
      `The puzzle never reached phase ${phase} (it is in phase ${await phaseOf(page).catch(() => '?')}): ${String(error)}`,
    );
  }
}

export async function readLayout(page: Page): Promise<PuzzleLayoutReport> {
  const raw = await page.$eval(BOX, (el) => (el as HTMLElement).dataset.layout ?? '');
  return raw ? (JSON.parse(raw) as PuzzleLayoutReport) : { cells: [], halves: [], keys: [] };
}

/** The engine's view of the puzzle the box shows: regenerated from its id, turned as shown. */
export function boardOf(puzzleId: string, orientation: 'landscape' | 'portrait'): BoardOnScreen {
  const made = fromId(puzzleId);
  if (!made.ok)
    throw new Error(`The box shows puzzle id ${puzzleId}, which the engine refuses: ${made.error.message}`);
  const puzzle = reorient(made.value.puzzle, orientation);
  const solution = solveUnique(puzzle);
  if (!solution) throw new Error(`Puzzle ${puzzleId} (${orientation}) does not have exactly one solution`);
  const open = puzzle.givens.flatMap((given, m) => (given === 0 ? [m] : []));
  return { puzzleId, orientation, puzzle, solution, open };
}

/** Wait until the scene has reported a cell for every cell of the shown layout's shape. */
export async function waitForCells(page: Page, puzzle: Puzzle): Promise<void> {
  const wanted = puzzle.layout.mysteries.length;
  try {
    await page.waitForFunction(
      (box: string, count: number) => {
        const raw = document.querySelector<HTMLElement>(box)?.dataset.layout;
        if (!raw) return false;
        const report = JSON.parse(raw) as { cells: unknown[] };
        return report.cells.length >= count;
      },
      { timeout: UI_WAIT_MS, polling: 'mutation' },
      BOX,
      wanted,
    );
  } catch {
    const report = await readLayout(page);
    throw new Error(
      `The scene reported ${report.cells.length} cells; the puzzle has ${wanted} mysteries (${puzzle.layout.orientation})`,
    );
  }
}

/** Where a rectangle of the report is on the page (viewport CSS pixels): its centre. */
export async function centreOf(page: Page, rect: SceneRect): Promise<{ x: number; y: number }> {
  const box = await page.$eval(BOX, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top };
  });
  return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
}
