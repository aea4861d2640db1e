// Time in play, on a clock the test moves (support/page-clock.ts), so each moment is checked
// exactly however slow the machine: the start countdown (3, 2, 1 a second each, then Go while
// play begins) and the end screen's 30 s countdown to the next puzzle, which a touch stops.

import { PUZZLE_PHASES } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { BOX, boxInPhase, phaseOf } from './support/puzzle/board';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { GameDriver } from './support/puzzle/driver';
import { END } from './support/puzzle/end-screen';
import { openPlayer, type PuzzlePlayer } from './support/puzzle/player';

const game = useGameBrowser();
const keep = closedAfterEach();

/** The game's start delay (spec section 4): three seconds of countdown before play. */
const STARTUP_DELAY_MS = 3000;
/** How long Go stays once play has begun. */
const GO_SHOWN_MS = 800;
/** The end screen's countdown to the next puzzle (spec section 2). */
const AUTO_CONTINUE_SECONDS = 30;

async function player(): Promise<PuzzlePlayer & { clock: NonNullable<PuzzlePlayer['clock']> }> {
  const made = keep(await openPlayer(game.browser, { selection: { level: 1, slot: 1, difficulty: 1 } }));
  if (!made.clock) throw new Error('the player has no test clock');
  return { ...made, clock: made.clock };
}

/** What the countdown shows now: its number, 'Go', or '' when it is gone. */
const countdownShows = (p: PuzzlePlayer) =>
  p.page.evaluate(() => {
    const box = document.querySelector('[data-testid="countdown"]');
    if (!box) return '';
    return box.querySelector('.start-countdown__number')?.textContent?.trim() ?? '';
  });

/** Wait (rendering only: the clock stands) until the countdown shows `expected`; answer what it shows. */
async function countdownBecomes(p: PuzzlePlayer, expected: string): Promise<string> {
  await p.page
    .waitForFunction(
      (want: string) => {
        const box = document.querySelector('[data-testid="countdown"]');
        const now = box ? (box.querySelector('.start-countdown__number')?.textContent?.trim() ?? '') : '';
        return now === want;
      },
      { timeout: UI_WAIT_MS },
      expected,
    )
    .catch(() => undefined);
  return countdownShows(p);
}

/** The end screen's countdown line, '' once it has stopped, or null when the end screen is gone. */
const endCountdown = (p: PuzzlePlayer) =>
  p.page.evaluate((end: string) => {
    if (!document.querySelector(end)) return null;
    return document.querySelector(`${end} .end-choices__countdown`)?.textContent?.trim() ?? '';
  }, END);

const nextPuzzleIn = (seconds: number) =>
  (seconds === 1 ? en.end.countdown_one : en.end.countdown_other).replace('{{count}}', String(seconds));

describe('time in play, on the test clock', () => {
  it('the countdown shows 3, 2 and 1 a second each, then Go as play begins at 3 s, gone 0.8 s later', async () => {
    const p = await player();
    const driver = GameDriver.forPlayer(p);
    await driver.open(game.game.base);
    await p.page.waitForFunction(
      (starting: string) => document.querySelector(starting) !== null,
      {},
      boxInPhase(PUZZLE_PHASES.starting),
    );
    // The session's clock has set the tick that ends the countdown: from here time is the test's.
    await p.clock.waitForTimers([STARTUP_DELAY_MS]);
    expect(await p.page.$eval('[data-testid="countdown"]', (e) => (e as HTMLElement).innerText)).toContain(
      en.countdown.startsIn,
    );
    const { starting, playing } = PUZZLE_PHASES;
    const moments: [number, string, number][] = [
      [0, '3', starting],
      [999, '3', starting],
      [1, '2', starting],
      [999, '2', starting],
      [1, '1', starting],
      [999, '1', starting],
      [1, en.countdown.go, playing],
      [GO_SHOWN_MS - 100, en.countdown.go, playing],
      [100, '', playing],
    ];
    let at = 0;
    for (const [step, shows, phase] of moments) {
      await p.clock.tick(step);
      at += step;
      expect({ at, shows: await countdownBecomes(p, shows), phase: await phaseOf(p.page) }).toEqual({
        at,
        shows,
        phase,
      });
    }
    expect(p.errors).toEqual([]);
  });

  it('the end screen counts down 30 s a second at a time, then goes on to the next puzzle by itself', async () => {
    const p = await player();
    const driver = GameDriver.forPlayer(p);
    await driver.start(game.game.base);
    await driver.solveAll();
    await driver.end();
    const first = await driver.board!.puzzleId;
    // Seconds shown, one read a second of the test's clock, until the end screen goes.
    const shown: number[] = [];
    for (let second = 0; second <= AUTO_CONTINUE_SECONDS + 1; second++) {
      const line = await endCountdown(p);
      if (line === null) break;
      const seconds = Number(line.replace(/\D/g, ''));
      expect(line).toBe(nextPuzzleIn(seconds));
      shown.push(seconds);
      await p.clock.tick(1000);
    }
    // A second at a time, down to 1, never skipping one; then Continue, within 30 s of the end screen.
    expect(shown.length).toBeGreaterThan(AUTO_CONTINUE_SECONDS - 5);
    expect(shown.at(-1)).toBe(1);
    expect(shown.every((s, i) => i === 0 || s === shown[i - 1]! - 1)).toBe(true);
    expect(shown[0]).toBeLessThanOrEqual(AUTO_CONTINUE_SECONDS);
    // The next puzzle of the same slot is on the board.
    await p.page.waitForFunction(
      (box: string, before: string) => {
        const id = document.querySelector<HTMLElement>(box)?.dataset.puzzleId;
        return id !== undefined && id !== '' && id !== before;
      },
      { timeout: UI_WAIT_MS },
      BOX,
      first,
    );
    expect(await p.page.$(END)).toBeNull();
    expect(p.errors).toEqual([]);
  });

  it('a touch on the end screen stops its countdown for good: a minute later it still waits', async () => {
    const p = await player();
    const driver = GameDriver.forPlayer(p);
    await driver.start(game.game.base);
    await driver.solveAll();
    await driver.end();
    expect(await endCountdown(p)).toMatch(/\d/);
    // A touch on the panel, away from its buttons.
    const title = await p.page.$(`${END} .end-screen__title`);
    await title!.click();
    await p.page.waitForFunction(
      (end: string) => {
        const line = document.querySelector(`${end} .end-choices__countdown`)?.textContent ?? 'x';
        return !/\d/.test(line);
      },
      {},
      END,
    );
    await p.clock.tick(60_000);
    expect(await endCountdown(p)).not.toBeNull();
    expect(await endCountdown(p)).not.toMatch(/\d/);
    expect(p.errors).toEqual([]);
  });
});
