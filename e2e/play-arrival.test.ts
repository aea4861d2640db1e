// A puzzle's arrival on /play comes in pieces (issue 17): the served answer is parsed in one task,
// its game is made in the next, and the stores are told (React draws the screen, the welcome takes
// the focus) in a third, instead of all of it in one long task just before the page's largest
// paint. Checked on a Chromium trace of a phone-sized page at Lighthouse's 4x CPU slowdown: each
// piece's User Timing mark (client/src/play/puzzle-loader.ts) lies in a task of its own. The
// check is of the tasks' boundaries, not of how long they take, which depends on the machine.

import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { openPlayer } from './support/puzzle/player';
import { focusGoesInto, waitForDialog } from './support/puzzle/prompts';
import { type TraceEvent, traced } from './support/trace';

const game = useGameBrowser();
const keep = closedAfterEach();

/** The marks client/src/play/puzzle-loader.ts leaves, in the order the pieces run. */
const PIECES = ['numberland:puzzle-parsed', 'numberland:game-prepared', 'numberland:puzzle-shown'];

/** The start time of the main-thread task that holds each mark (undefined: in none). */
function tasksOfMarks(events: readonly TraceEvent[], names: readonly string[]): (number | undefined)[] {
  return names.map((name) => {
    const mark = events.find((e) => e.name === name);
    if (!mark) return undefined;
    const task = events.find(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === mark.pid &&
        e.tid === mark.tid &&
        e.ts <= mark.ts &&
        mark.ts <= e.ts + (e.dur ?? 0),
    );
    return task?.ts;
  });
}

describe("a puzzle's arrival on /play", () => {
  it('is parsed, made into a game and shown in three tasks, and the welcome still takes the focus', async () => {
    const p = keep(
      await openPlayer(game.browser, {
        selection: { level: 1, slot: 1, difficulty: 1 },
        seenTutorial: { 1: false },
        viewport: PHONE,
        realTime: true,
      }),
    );
    const { page } = p;
    await page.emulateCPUThrottling(4);
    const events = await traced(
      page,
      ['disabled-by-default-devtools.timeline', 'blink.user_timing'],
      async () => {
        await page.goto(`${game.game.base}/play`);
        await waitForDialog(page, 'Welcome');
      },
    );

    const marks = PIECES.map((name) => events.filter((e) => e.name === name));
    expect(
      marks.map((found) => found.length),
      'each piece runs once',
    ).toEqual([1, 1, 1]);
    const times = marks.map((found) => found[0]!.ts);
    expect(
      [...times].sort((a, b) => a - b),
      'the pieces run in order',
    ).toEqual(times);
    const tasks = tasksOfMarks(events, PIECES);
    expect(
      tasks.every((task) => task !== undefined),
      'every piece runs in a task of the main thread',
    ).toBe(true);
    expect(new Set(tasks).size, 'each piece runs in a task of its own').toBe(PIECES.length);

    // What the player meets is as before: the welcome, its Play button focused.
    expect(await focusGoesInto(page, '[role="dialog"]'), 'the welcome takes the focus').toBe(true);
    const onPlay = await page.evaluate(() => document.activeElement?.hasAttribute('data-main'));
    expect(onPlay, "the welcome's Play holds the focus").toBe(true);
    expect(p.errors).toEqual([]);
  });
});
