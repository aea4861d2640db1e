// Moments of the game reached as a keyboard and screen-reader player reaches them (issue 19), for
// the axe checks and the dark theme's pictures: a square selected, a smart hint, the reveal's
// warning, the exit prompt, the end screen. English words (the tree's names are read).

import { UI_WAIT_MS } from '../browser';
import type { PuzzlePlayer } from '../puzzle/player';
import { readBoard, solveFromWords } from './aria-board';
import { cellNamed, confirmWarning, waitForBoard, waitForCell } from './aria-play';

/** A page of the game, reached as a player reaches it, for the axe checks and the dark pictures. */
export interface Screen {
  readonly name: string;
  readonly path: string;
  /** A new player: the intro shows. */
  readonly fresh?: boolean;
  /** The land's welcome not seen yet. */
  readonly welcome?: boolean;
  /** What to do on the page before it is checked or pictured. */
  readonly act?: (p: PuzzlePlayer) => Promise<void>;
}

export const dialog = async ({ page }: PuzzlePlayer) => {
  await page.waitForSelector('[role="dialog"]', { timeout: UI_WAIT_MS });
};

export const playing = async (p: PuzzlePlayer) => {
  await waitForBoard(p.page, p.clock);
  // Go! has gone from over the board.
  await p.clock?.tick(1000);
};

/** In play, the first open square selected from the keyboard's side (focus in the board). */
export const selected = async (p: PuzzlePlayer) => {
  await playing(p);
  const first = (await readBoard(p.page)).find((c) => / unknown/.test(c.name))!;
  await (await cellNamed(p.page, first.name)).focus();
  await waitForCell(p.page, (c) => c.focused && c.selected, 'selected');
};

export const hinted = async (p: PuzzlePlayer) => {
  await selected(p);
  await p.page.keyboard.press('h');
  await confirmWarning(p.page, 'Use a smart hint?');
  await p.page.waitForSelector('aria/Smart hint[role="heading"]', { timeout: UI_WAIT_MS });
};

export const warned = async (p: PuzzlePlayer) => {
  await selected(p);
  await p.page.keyboard.press('r');
  await p.page.waitForSelector('aria/Reveal a number?[role="heading"]', { timeout: UI_WAIT_MS });
};

export const leaving = async (p: PuzzlePlayer) => {
  await playing(p);
  await (await p.page.waitForSelector('aria/Back to puzzles[role="button"]'))!.click();
  await p.page.waitForSelector('aria/Abandon this puzzle?[role="heading"]', { timeout: UI_WAIT_MS });
};

/** The whole puzzle solved from the board's words, and the end screen shown. */
export const ended = async (p: PuzzlePlayer) => {
  await playing(p);
  const cells = await readBoard(p.page);
  const { answer } = solveFromWords(cells);
  for (const name of cells.filter((c) => / unknown/.test(c.name)).map((c) => c.name)) {
    const [, row, column] = /^row (\d+), column (\d+)/.exec(name)!;
    await (await cellNamed(p.page, name)).focus();
    await waitForCell(p.page, (c) => c.focused && c.name === name, name);
    await p.clock?.tick(300);
    await p.page.keyboard.press(String(answer.get(`${row},${column}`)) as '1');
    await waitForCell(
      p.page,
      (c) => c.name.startsWith(`row ${row}, column ${column}: `) && !/unknown/.test(c.name),
      'found',
    );
  }
  await p.clock?.tickUntil(() => document.querySelector('[role="dialog"]') !== null, undefined, {
    stepMs: 250,
    maxMs: 10_000,
  });
  await p.page.waitForSelector('aria/Perfect![role="heading"]', { timeout: UI_WAIT_MS });
  // The score has counted up and the celebration is still (reduced motion).
  await p.clock?.tick(3000);
};
