// The moments of a game the play-screen shots photograph, each reached through the screen with
// the puzzle driver: a board mid-game with a cell selected, a smart hint, an error explanation,
// the countdown, the land's welcome, the exit confirmation and the end screen for 0 to 3 stars.
// Each answers a note for the log, and a problem when the screen is not what was meant.

import { fromId, PUZZLE_PHASES } from '@numberland/engine';
import { BOX, waitForPhase } from '../puzzle/board';
import type { GameDriver } from '../puzzle/driver';
import { waitForEndScreen } from '../puzzle/end-screen';
import { loseOnErrors } from '../puzzle/games';
import type { LocaleStrings } from '../puzzle/locale';
import { pause } from '../puzzle/pause';
import { waitForDialog } from '../puzzle/prompts';
import { explainedWrong, firstHintMessages } from './shot-puzzles';

export interface MomentContext {
  readonly driver: GameDriver;
  readonly base: string;
  /** /play?id=… of the shot's puzzle. */
  readonly path: string;
  readonly strings: LocaleStrings;
}

export interface MomentReached {
  readonly note: string;
  readonly problem?: string;
}

export type Moment = (context: MomentContext) => Promise<MomentReached>;

const HINT_PANEL = '[data-testid="hint-panel"]';
/** Time for the scene to draw what the page now says it shows. */
const settle = () => pause(400);

/** A game started, and its "Go!" gone (it stays a moment into play, over the board). */
async function startPlaying({ driver, base, path }: MomentContext) {
  const board = await driver.start(base, { path });
  await driver.page.waitForSelector('[data-testid="countdown"]', { hidden: true, timeout: 5000 });
  return board;
}

/** About a third of the numbers found, and the next cell selected: its pad shows. */
export const midGame: Moment = async (context) => {
  const { driver } = context;
  const board = await startPlaying(context);
  const found = board.open.length >= 3 ? Math.floor(board.open.length / 3) : 0;
  for (const [i, m] of board.open.slice(0, found).entries())
    await driver.solve(m, i % 2 ? 'pad' : 'keyboard');
  // The found numbers' score pop-ups (2 s) gone: the picture is of the board, not of a moment.
  if (found > 0) await pause(2200);
  await driver.select(board.open[found]!);
  await settle();
  return { note: `${board.puzzleId}, ${found} of ${board.open.length} found, pad showing` };
};

/**
 * Wait until the hint panel lists `messages` steps (they come 300 ms apart), and their drawing. A
 * panel with little room (a phone) shows one step at a time: there, until it shows its last.
 */
async function waitForHintSteps(driver: GameDriver, messages: number): Promise<string> {
  await driver.page.waitForSelector(HINT_PANEL, { timeout: 5000 });
  const listed = await driver.page
    .waitForFunction(
      (panel: string, count: number) => {
        const one = document.querySelector(`${panel} .hint-steps--one`);
        if (!one) return document.querySelectorAll(`${panel} .hint-steps__item`).length >= count;
        const nav = document.querySelector(`${panel} .hint-steps__nav .hint-steps__count`);
        const [at, of] = nav?.textContent?.match(/\d+/g) ?? [];
        return at === undefined ? count <= 1 : at === of && Number(of) >= count;
      },
      { timeout: 15_000 },
      HINT_PANEL,
      messages,
    )
    .then(() => '')
    .catch(() => ` (expected ${messages} steps listed, gave up waiting)`);
  // The last step's outlines and arrows come one beat after another.
  await pause(1500);
  return listed;
}

/**
 * A smart hint asked for and shown at `level`: 1 its nudge, 2 after "Show me why" its reasoning,
 * 3 after "Show the answer" the answer too (the deeper levels are free: the hints left stay).
 */
export function smartHintAt(level: 1 | 2 | 3): Moment {
  return async (context) => {
    const { driver } = context;
    const board = await startPlaying(context);
    const warned = await driver.smartHint(board.open[0]!);
    const steps = firstHintMessages(board.puzzle, board.solution);
    let listed = await waitForHintSteps(driver, 1);
    for (let deeper = 2; deeper <= level; deeper++) {
      const button = await driver.page.waitForSelector('[data-testid="hint-deeper"]', { timeout: 5000 });
      if (driver.options.touch) await button!.tap();
      else await button!.click();
      listed = await waitForHintSteps(driver, deeper === 2 ? steps - 1 : steps);
    }
    const shown = await driver.page.$eval('[data-testid="hint-level"]', (e) => e.textContent ?? '');
    return {
      note: `${board.puzzleId}, "${await driver.hintPanelTitle()}", ${shown}, ${steps - 1} reasoning steps${listed}`,
      ...(warned ? {} : { problem: 'the first-use warning of Hint did not show' }),
    };
  };
}

/** A wrong number the error assist explains, and its explanation on screen. */
export const errorExplained: Moment = async (context) => {
  const { driver } = context;
  const board = await startPlaying(context);
  const wrong = explainedWrong(board);
  if (!wrong) throw new Error(`The engine explains no wrong number in ${board.puzzleId}`);
  await driver.select(wrong.m);
  await driver.enter(wrong.digit, { right: false });
  const listed = await waitForHintSteps(driver, 1);
  return { note: `${board.puzzleId}, ${wrong.digit} entered, "${await driver.hintPanelTitle()}"${listed}` };
};

/** "Game will start in", over the board, before play. */
export const countdown: Moment = async ({ driver, base, path }) => {
  await driver.open(base, path);
  await driver.page.waitForSelector('[data-testid="countdown"] .start-countdown__lead', { timeout: 20_000 });
  await settle();
  return { note: 'counting down' };
};

/** The land's welcome, the first time a player comes to it (the player has not seen it). */
export const welcome: Moment = async ({ driver, base, path }) => {
  await driver.open(base, path);
  await driver.waitForWelcome();
  await settle();
  return { note: 'welcome showing' };
};

/** The bar's Back pressed mid-game: "Abandon this puzzle?". */
export const exitPrompt: Moment = async (context) => {
  const { driver, strings } = context;
  const board = await startPlaying(context);
  await driver.solve(board.open[0]!);
  const back = await driver.page.waitForSelector('.play__bar .back-button', { timeout: 5000 });
  if (driver.options.touch) await back!.tap();
  else await back!.click();
  await waitForDialog(driver.page, strings.playPrompts.exit.title, 5000);
  await settle();
  return { note: `${board.puzzleId}, exit confirmation showing` };
};

/**
 * The end screen with `stars` stars, its score counted up: 3 played right; 2 with one wrong
 * number; 1 with one wrong number and the time run out before the last number; 0 with three
 * wrong numbers. `motion` photographs it one second after it shows (the celebration) instead.
 */
export function endWithStars(stars: 0 | 1 | 2 | 3, { motion = false } = {}): Moment {
  return async ({ driver, base, path }) => {
    const board = await driver.start(base, { path });
    const [first] = board.open as [number];
    if (stars === 0) {
      const shown = await loseOnErrors(driver, board);
      return starsNote(board.puzzleId, shown.starCount, 0);
    }
    if (stars < 3) {
      await driver.select(first);
      await driver.enter(driver.wrongFor(first, 1)[0]!, { right: false });
    }
    if (stars === 1) {
      const made = fromId(board.puzzleId);
      if (!made.ok) throw new Error(made.error.message);
      // The clock runs a second past timeAllowed; the rest is room for a slow machine.
      await driver.waitForTimeUp((made.value.timeAllowed + 30) * 1000);
    }
    await driver.solveAll();
    if (motion) {
      await waitForPhase(driver.page, PUZZLE_PHASES.finished);
      await waitForEndScreen(driver.page);
      await pause(1000);
      return { note: `${board.puzzleId}, 1 s after the end screen showed` };
    }
    const shown = await driver.end();
    await settle();
    return starsNote(board.puzzleId, shown.starCount, stars);
  };
}

function starsNote(puzzleId: string, shown: number, meant: number): MomentReached {
  return {
    note: `${puzzleId}, ${shown} stars`,
    ...(shown === meant ? {} : { problem: `meant ${meant} stars, the end screen shows ${shown}` }),
  };
}

/** The orientation the puzzle box says the board is drawn in. */
export async function orientationOf(driver: GameDriver): Promise<string> {
  return driver.page.$eval(BOX, (el) => (el as HTMLElement).dataset.orientation ?? '').catch(() => '');
}
