// The games the playthrough test and script play, each played through the screen and then
// checked against the engine and the server.

import { ERRORS_ALLOWED } from '@numberland/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/schema';
import { UI_WAIT_MS } from '../browser';
import type { BoardOnScreen } from './board';
import { GameDriver } from './driver';
import type { EndShown } from './end-screen';
import type { PuzzlePlayer } from './player';
import { checkOutcome, type GameOutcome } from './verify';

export interface GameContext {
  readonly base: string;
  readonly db: Kysely<Database>;
}

/** A clean game: every open mystery found, no mistakes, no assists. Three stars expected. */
export async function playCleanGame(
  player: PuzzlePlayer,
  game: GameContext,
  { welcome = false, path = '/play' } = {},
): Promise<GameOutcome> {
  const driver = GameDriver.forPlayer(player);
  await driver.start(game.base, { welcome, path });
  await driver.solveAll();
  const shown = await driver.end();
  return checkOutcome(driver, shown, game.db, {
    finishType: 'success',
    stars: { time: true, finish: true, noErrors: true },
    errorsMade: 0,
    reveals: 0,
    hints: 0,
  });
}

/**
 * Two wrong numbers (one life left), a smart hint and a reveal, each assist's first-use warning
 * confirmed; then the rest found. Needs three open mysteries.
 */
export async function playWithMistakesAndAssists(
  player: PuzzlePlayer,
  game: GameContext,
): Promise<GameOutcome & { warned: { hint: boolean; reveal: boolean }; panels: string[] }> {
  const driver = GameDriver.forPlayer(player);
  const board = await driver.start(game.base);
  if (board.open.length < 3)
    throw new Error(`Puzzle ${board.puzzleId} has only ${board.open.length} open mysteries`);
  const [first, second, third] = board.open as [number, number, number];
  // Two wrong tries in the first cell, then its number.
  await driver.select(first);
  const panels: string[] = [];
  for (const wrong of driver.wrongFor(first, 2)) await driver.enter(wrong, { right: false });
  if ((await driver.lives()) !== ERRORS_ALLOWED - 2)
    throw new Error('Two wrong numbers should leave one life');
  // The error assist explains the wrong number (when the engine finds an explanation).
  panels.push(await driver.hintPanelTitle());
  await driver.enter(driver.rightFor(first), { via: 'pad' });
  // A smart hint on the second, then its number.
  const hint = await driver.smartHint(second);
  await driver.page.waitForSelector('[data-testid="hint-panel"]', { timeout: UI_WAIT_MS });
  panels.push(await driver.hintPanelTitle());
  await driver.solve(second);
  // The third revealed.
  const reveal = await driver.reveal(third);
  await driver.solveAll(new Set([first, second, third]));
  const shown = await driver.end();
  const outcome = await checkOutcome(driver, shown, game.db, {
    finishType: 'success',
    stars: { finish: true, noErrors: false },
    errorsMade: 2,
    reveals: 1,
    hints: 1,
  });
  return { ...outcome, warned: { hint, reveal }, panels };
}

/** On a started game, three wrong numbers: the puzzle ends, failed; answers its end screen. */
export async function loseOnErrors(driver: GameDriver, board: BoardOnScreen): Promise<EndShown> {
  const [first, second] = board.open as [number, number];
  // One wrong number elsewhere first, so the failure is not all in one cell.
  if (second !== undefined) {
    await driver.select(second);
    await driver.enter(driver.wrongFor(second, 1)[0]!, { right: false });
  }
  await driver.select(first);
  const wrongs = driver.wrongFor(first, second !== undefined ? 2 : 3);
  for (const wrong of wrongs.slice(0, -1)) await driver.enter(wrong, { right: false });
  // The last life: the puzzle ends at once.
  await driver.page.keyboard.press(String(wrongs.at(-1)) as '1');
  return driver.end();
}

/** Three wrong numbers: the puzzle fails with no stars and no score. */
export async function playFailedGame(player: PuzzlePlayer, game: GameContext): Promise<GameOutcome> {
  const driver = GameDriver.forPlayer(player);
  const board = await driver.start(game.base);
  const shown = await loseOnErrors(driver, board);
  const outcome = await checkOutcome(driver, shown, game.db, {
    finishType: 'errors_fail',
    stars: { time: false, finish: false, noErrors: false },
    errorsMade: ERRORS_ALLOWED,
  });
  if (shown.score !== 0) outcome.mismatches.push(`a failed game shows score ${shown.score}, not 0`);
  return outcome;
}
