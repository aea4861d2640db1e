// A player's hands on the board: clicking (or tapping) a cell or a pad key where the scene's layout
// report says it is, after closing whatever panel lies over it, and waiting for the pad to show
// or go. Typing is the page's keyboard, used as is.

import { PUZZLE_PHASES } from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import { UI_WAIT_MS } from '../browser';
import type { PageClock } from '../page-clock';
import { BOX, type BoardOnScreen, centreOf, phaseOf, readLayout } from './board';
import { type LocaleStrings, STRINGS } from './locale';
import { clickButtonAnywhere, hasButton } from './prompts';

export interface InputOptions {
  /** The page's clock, when the test moves time there (page-clock.ts). */
  readonly clock?: PageClock | undefined;
  /** Tap instead of click (a touch screen). */
  readonly touch?: boolean;
  /** The words of the language the game shows (default English). */
  readonly strings?: LocaleStrings;
}

/** What is on top at a point: '' for the scene's canvas, else a description of what covers it. */
export async function coverAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(
    (px: number, py: number) => {
      const el = document.elementFromPoint(px, py);
      if (!el) return `nothing at (${px}, ${py}) (off the viewport?)`;
      if (el instanceof HTMLCanvasElement && el.closest('#puzzle-scene')) return '';
      const html = el as HTMLElement;
      return `<${el.tagName.toLowerCase()} class="${html.className}"> "${(html.innerText ?? '').slice(0, 60)}"`;
    },
    x,
    y,
  );
}

/** Wait until nothing covers the scene at a point (a panel closing); answers what covers it still. */
async function uncovered(page: Page, x: number, y: number, timeout = UI_WAIT_MS): Promise<string> {
  await page
    .waitForFunction(
      (px: number, py: number) => {
        const el = document.elementFromPoint(px, py);
        return el instanceof HTMLCanvasElement && el.closest('#puzzle-scene') !== null;
      },
      { timeout },
      x,
      y,
    )
    .catch(() => undefined);
  return coverAt(page, x, y);
}

/** Click or tap the scene at a point, first closing a panel or bubble that covers it. */
export async function tapAt(
  page: Page,
  x: number,
  y: number,
  what: string,
  options: InputOptions = {},
): Promise<void> {
  const gotIt = (options.strings ?? STRINGS.en).hintPanel.gotIt;
  let cover = await coverAt(page, x, y);
  // A hint or error explanation over the board is closed as a player would (Got it), and so is
  // the smart-hint reminder bubble (a click on it).
  if (cover && (await hasButton(page, gotIt))) {
    await clickButtonAnywhere(page, gotIt);
    cover = await uncovered(page, x, y);
  }
  const reminder = await page.$('.hint-reminder');
  if (cover && reminder) {
    await reminder.click();
    cover = await uncovered(page, x, y);
  }
  if (cover)
    throw new Error(`Cannot click ${what} at (${x.toFixed(0)}, ${y.toFixed(0)}): ${cover} covers it`);
  if (options.touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The keys of the pad the scene shows now (only Hint while no cell is selected). */
export async function padKeys(page: Page): Promise<string[]> {
  return (await readLayout(page)).keys.map((k) => k.key);
}

/** Wait until the number pad shows (or not): its digits; a mystery's pad has Reveal too. */
export async function waitForPad(
  page: Page,
  shown: boolean,
  why: string,
  timeout = UI_WAIT_MS,
): Promise<void> {
  try {
    await page.waitForFunction(
      (box: string, want: boolean, finished: string) => {
        const el = document.querySelector<HTMLElement>(box);
        if (el?.dataset.phase === finished) return !want;
        const keys = (JSON.parse(el?.dataset.layout || '{"keys":[]}') as { keys: { key: string }[] }).keys;
        return want ? keys.some((k) => k.key === 'reveal') : !keys.some((k) => k.key === '1');
      },
      { timeout, polling: 'mutation' },
      BOX,
      shown,
      String(PUZZLE_PHASES.finished),
    );
  } catch {
    throw new Error(
      `${why}: the pad ${shown ? 'never showed' : 'stayed'} (keys now: [${(await padKeys(page)).join(', ')}], phase ${await phaseOf(page)})`,
    );
  }
}

/**
 * Wait until the puzzle box stays where it is and reports the same layout for a few frames: on a
 * phone the board moves when the pad comes or goes, and a tap aimed before that lands elsewhere
 * (a player looks first too). Gives up quietly after 60 frames: a board that never settles is
 * clicked as it is, and the step after says what went wrong.
 */
async function steadyBoard(page: Page): Promise<void> {
  // A string, not a function: the test's build names inner functions with a helper the page lacks.
  // Frames, not time: a test's page clock stands performance.now still.
  await page.evaluate(`new Promise((resolve) => {
    const read = () => {
      const el = document.querySelector(${JSON.stringify(BOX)});
      const r = el && el.getBoundingClientRect();
      return r ? [r.left, r.top, r.width, r.height, el.dataset.layout].join() : '';
    };
    let frames = 0;
    let same = 0;
    let last = read();
    const frame = () => {
      const now = read();
      same = now === last ? same + 1 : 0;
      last = now;
      if (same >= 3 || ++frames > 60) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

/** Click mystery m's cell (an ordinal of the shown layout); answers the cell. */
export async function clickCell(
  page: Page,
  board: BoardOnScreen,
  m: number,
  options: InputOptions = {},
): Promise<number> {
  const cell = board.puzzle.layout.mysteries[m]!;
  await steadyBoard(page);
  const rect = (await readLayout(page)).cells.find((c) => c.cell === cell);
  if (!rect) throw new Error(`The layout report has no rectangle for cell ${cell} (mystery ${m})`);
  const { x, y } = await centreOf(page, rect);
  await tapAt(page, x, y, `cell ${cell}`, options);
  return cell;
}

/** Press a pad key by clicking it. */
export async function pressKey(page: Page, key: string, options: InputOptions = {}): Promise<void> {
  const rect = (await readLayout(page)).keys.find((k) => k.key === key);
  if (!rect) throw new Error(`The pad shows no "${key}" key (keys: [${(await padKeys(page)).join(', ')}])`);
  const { x, y } = await centreOf(page, rect);
  await tapAt(page, x, y, `pad key "${key}"`, options);
}
