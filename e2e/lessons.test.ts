// The lessons (issue 16), played through the built game on the real server: a scripted player
// opens every lesson from the side menu, steps through its worked example forward and back, opens
// the lesson again from a hint's footer on its practice board, solves its practice boards with the
// engine's numbers (typed and on the pad), and sees it done after a reload, as a guest and as an
// account (a guest's marks join the account on sign-in); and a puzzle left for a lesson from a
// hint's footer or the in-game menu comes back paused, where it was left, also after a reload; and
// a practice board's bar says Practice instead of a score.

import {
  hint,
  LESSON_IDS,
  type LessonId,
  lessonOfHint,
  lessonPractice,
  makePuzzleId,
  type Puzzle,
  reorient,
  solveUnique,
} from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { DESKTOP, PHONE, UI_WAIT_MS } from './support/browser';
import { clickButton, fillField } from './support/forms';
import { useGameBrowser } from './support/game-browser';
import { installPageClock } from './support/page-clock';
import { BOX, type BoardOnScreen, boxInPhase, readLayout, waitForCells } from './support/puzzle/board';
import { GameDriver } from './support/puzzle/driver';
import { clickButtonAnywhere, waitForDialog } from './support/puzzle/prompts';

const game = useGameBrowser();
const PRACTICE = 2;

const waitForPath = (page: Page, path: string) =>
  page.waitForFunction((p: string) => location.pathname === p, { timeout: UI_WAIT_MS }, path);

async function click(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true, timeout: UI_WAIT_MS });
  await page.click(selector);
}

/** Home → side menu → Lessons → the lesson. */
async function openFromMenu(page: Page, lesson: LessonId): Promise<void> {
  await page.goto(`${game.game.base}/home#sideMenu`);
  await clickButtonAnywhere(page, en.lessons.menuLessons);
  await waitForPath(page, '/lessons');
  await click(page, `.lessons__item[data-lesson="${lesson}"]`);
  await waitForPath(page, `/lessons/${lesson}`);
}

const stepShown = (page: Page) =>
  page.$eval('[data-testid="lesson-step-text"]', (el) => ({
    step: Number((el as HTMLElement).dataset.step),
    text: el.textContent ?? '',
    frame: Number(document.querySelector<HTMLElement>('.lesson__example figure')?.dataset.frame),
  }));

/** Next to the last step and Back to the first: every step has words and its own frame. */
async function stepThroughExample(page: Page): Promise<number> {
  await page.waitForSelector('[data-testid="lesson-step-text"][data-step="0"]');
  const count = Number(
    (await page.$eval('[data-testid="lesson-step-count"]', (el) => el.textContent ?? '')).match(
      /of (\d+)/,
    )![1],
  );
  expect(count).toBeGreaterThanOrEqual(3);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const shown = await stepShown(page);
    expect(shown).toMatchObject({ step: i, frame: i });
    expect(shown.text.trim().length).toBeGreaterThan(10);
    texts.push(shown.text);
    if (i < count - 1) {
      await page.click('[data-testid="lesson-step-next"]');
      await page.waitForSelector(`[data-testid="lesson-step-text"][data-step="${i + 1}"]`);
    }
  }
  expect(await page.$('[data-testid="lesson-step-next"]:not([disabled])')).toBeNull();
  expect(texts[0]).toBe(en.lessons.example.start);
  for (let i = count - 1; i > 0; i--) {
    await page.click('[data-testid="lesson-step-back"]');
    await page.waitForSelector(`[data-testid="lesson-step-text"][data-step="${i - 1}"]`);
    expect((await stepShown(page)).text).toBe(texts[i - 1]);
  }
  expect(await page.$('[data-testid="lesson-step-back"]:not([disabled])')).toBeNull();
  return count;
}

/** The practice board on screen, as the engine has it, turned as the screen shows it. */
async function practiceOnScreen(page: Page, lesson: LessonId, board: number): Promise<BoardOnScreen> {
  await page.waitForSelector(`${boxInPhase(2)}[data-puzzle-id="lesson-${lesson}-${board}"]`, {
    timeout: UI_WAIT_MS,
  });
  const orientation = (await page.$eval(BOX, (el) => (el as HTMLElement).dataset.orientation)) as
    | 'landscape'
    | 'portrait';
  const puzzle: Puzzle = reorient(lessonPractice(lesson)[board - 1]!.puzzle, orientation);
  const solution = solveUnique(puzzle)!;
  const open = puzzle.givens.flatMap((g, m) => (g === 0 ? [m] : []));
  await waitForCells(page, puzzle);
  return { puzzleId: `lesson-${lesson}-${board}`, orientation, puzzle, solution, open };
}

/** Mysteries to find before the next hint on practice board 1 teaches the lesson (engine's order). */
function beforeLessonHint(lesson: LessonId): number[] {
  const { puzzle, solution } = lessonPractice(lesson)[0]!;
  const values = [...puzzle.givens];
  const before: number[] = [];
  for (;;) {
    const next = hint({ puzzle, values }, solution);
    if (!next) throw new Error(`no hint on ${lesson}'s board 1 teaches it`);
    if (next.learn && lessonOfHint(next.learn) === lesson) return before;
    const m = puzzle.layout.mysteryAt[next.cell]!;
    values[m] = solution[m]!;
    before.push(m);
  }
}

async function solvePractice(page: Page, lesson: LessonId, board: number, driver: GameDriver): Promise<void> {
  driver.board = await practiceOnScreen(page, lesson, board);
  await driver.solveAll();
  await page.waitForSelector('[data-testid="practice-result"][data-success="true"]', { timeout: UI_WAIT_MS });
}

/** A whole lesson: from the menu, the example, the hint footer, both boards; answers the example's steps. */
async function doLesson(page: Page, lesson: LessonId): Promise<number> {
  await openFromMenu(page, lesson);
  const steps = await stepThroughExample(page);
  expect(await page.$eval('.lesson', (el) => (el as HTMLElement).dataset.done)).toBe('false');

  // Board 1: find what comes first, then the free hint's footer opens this lesson again.
  await click(page, '[data-testid="practice-1"]');
  await waitForPath(page, `/lessons/${lesson}/practice/1`);
  const driver = new GameDriver(page);
  driver.board = await practiceOnScreen(page, lesson, 1);
  for (const m of beforeLessonHint(lesson)) await driver.solve(m, 'pad');
  const open = driver.board.open.find((m) => !beforeLessonHint(lesson).includes(m))!;
  await driver.select(open);
  await driver.pressKey('hint');
  await page.waitForSelector('[data-testid="hint-panel"]');
  // On a phone the footer waits for the answer (level 3): the player goes deeper first.
  const link = `[data-testid="hint-lesson-link"][data-lesson="${lesson}"]`;
  for (let level = 1; level < 3 && !(await page.$(link)); level++) {
    await page.click('[data-testid="hint-deeper"]');
    await page.waitForSelector(`[data-testid="hint-level"]`);
  }
  await click(page, link);
  await waitForPath(page, `/lessons/${lesson}`);

  for (let board = 1; board <= PRACTICE; board++) {
    await click(page, `[data-testid="practice-${board}"]`);
    await waitForPath(page, `/lessons/${lesson}/practice/${board}`);
    await solvePractice(page, lesson, board, new GameDriver(page));
    await click(page, '[data-testid="practice-back"]');
    await page.waitForSelector(`[data-testid="practice-${board}"][data-solved="true"]`);
  }
  await page.waitForSelector('[data-testid="lesson-done"]', { timeout: UI_WAIT_MS });
  return steps;
}

/** The in-game menu's Arithmetic entry: the puzzle is left (paused) for the lessons. */
async function leaveForLessons(page: Page): Promise<void> {
  await click(page, `button[aria-label="${en.bar.menu}"]`);
  await clickButtonAnywhere(page, en.lessons.menuArithmetic);
  await waitForPath(page, '/lessons');
}

/** Enters every number but `found`: the puzzle finishes only if `found` is still on the board. */
async function finishTheRest(driver: GameDriver, found: number): Promise<void> {
  await driver.solveAll(new Set([found]));
  const end = await driver.end();
  expect(end.stars.finish).toBe(true);
}

const openList = async (page: Page) => {
  await page.goto(`${game.game.base}/lessons`);
  await page.waitForSelector('.lessons__item');
};

/** The lessons the list marks done. */
const doneOnList = (page: Page) =>
  page.$$eval('.lessons__item[data-done="true"]', (items) =>
    items.map((el) => (el as HTMLElement).dataset.lesson),
  );

describe('lessons', () => {
  it('a guest does every lesson: menu, example forward and back, hint footer, practice boards; done after a reload', async () => {
    const { page, errors } = await game.player();
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') media.push(new URL(request.url()).pathname);
    });
    const steps: Record<string, number> = {};
    for (const lesson of LESSON_IDS) steps[lesson] = await doLesson(page, lesson);
    console.log('example steps per lesson', steps);
    // The practice boards' Play links press with the play-press sound, played by the page itself.
    expect(media.some((p) => /\/sounds\/play-press\.(opus|mp3)$/.test(p))).toBe(true);
    // On this device, after a reload: every lesson done.
    await page.reload();
    await page.waitForSelector('.lesson');
    await openList(page);
    expect(await doneOnList(page)).toEqual([...LESSON_IDS]);
    expect(errors).toEqual([]);
  }, 900_000);

  it('an account keeps its marks on the server; a guest mark joins the account at sign-in', async () => {
    const name = `les${Math.random().toString(36).slice(2, 8)}`;
    const email = `${name}@example.com`;
    const registered = await game.game.request('/api/auth/register', {
      method: 'POST',
      json: { email, username: name, password: 'secret-1', password2: 'secret-1', GDPRConfirmed: true },
    });
    expect(registered.status).toBe(200);
    const token: string = registered.body.token;
    // Today's daily reward taken, so its modal does not open over the lessons after sign-in.
    expect(
      (await game.game.request('/api/user/claim-daily', { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
    const serverMarks = async () =>
      (await game.game.request('/api/user/lessons', { headers: { authorization: `Bearer ${token}` } })).body
        .done;

    // As a guest on a phone: one lesson done, kept on the device.
    const { page, errors } = await game.player({ viewport: PHONE });
    await doLesson(page, 'add-multiply');
    expect(await serverMarks()).toEqual([]);

    // Signing in brings the guest's mark to the account.
    await page.goto(`${game.game.base}/home#emaillogin`);
    await fillField(page, en.login.email, email);
    await fillField(page, en.login.password, 'secret-1');
    await clickButton(page, en.login.submit);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('numberland:auth:v1') ?? '{}').token);
    await openList(page);
    await expect.poll(() => doneOnList(page)).toEqual(['add-multiply']);
    await expect.poll(serverMarks).toEqual(['add-multiply']);

    // Signed in: the next lesson goes to the server, and shows after a reload.
    await doLesson(page, 'central-square-box');
    await expect.poll(serverMarks).toEqual(['add-multiply', 'central-square-box']);
    // A fresh page with no guest marks of its own: the account's come from the server.
    await page.evaluate(() => {
      const settings = JSON.parse(localStorage.getItem('numberland:settings:v1') ?? '{}');
      localStorage.setItem('numberland:settings:v1', JSON.stringify({ ...settings, lessonsDone: [] }));
    });
    await page.reload();
    await openList(page);
    await expect.poll(() => doneOnList(page)).toEqual(['add-multiply', 'central-square-box']);
    expect(errors).toEqual([]);
  }, 600_000);

  it('a puzzle left for a lesson from a hint footer or the in-game menu comes back paused, where it was left', async () => {
    const { page, errors } = await game.player();
    const clock = await installPageClock(page);
    const driver = new GameDriver(page, { clock });
    const id = makePuzzleId({ shape: 'l-shape-2pairs', orientation: 'landscape', difficulty: 1, seed: 11 });
    const board = await driver.start(game.game.base, { path: `/play?id=${id}`, welcome: true });
    const [first, ...rest] = board.open;
    await driver.solve(first!);
    await driver.smartHint(rest[0]!);
    const timeLeft = () => page.$eval('[data-testid="time-left"]', (el) => el.textContent);
    const before = await timeLeft();
    const lesson = await page.$eval(
      '[data-testid="hint-lesson-link"]',
      (el) => (el as HTMLElement).dataset.lesson,
    );
    await page.click('[data-testid="hint-lesson-link"]');
    await waitForPath(page, `/lessons/${lesson}`);
    // Time passes while the player reads the lesson; the puzzle is paused.
    await clock.tick(30_000);
    await click(page, '[data-testid="back-to-puzzle"]');
    await waitForPath(page, '/play');
    await waitForDialog(page, en.lessons.backPrompt.title);
    expect(await page.$eval(BOX, (el) => (el as HTMLElement).dataset.puzzleId)).toBe(id);
    expect(await timeLeft()).toBe(before);
    // The hint that was open is open again.
    expect(await page.$('[data-testid="hint-panel"]')).not.toBeNull();
    await clickButtonAnywhere(page, en.lessons.backPrompt.playOn);
    await page.click('.hint-panel__done');

    // The in-game menu's Arithmetic: the lessons, and back again.
    await leaveForLessons(page);
    await click(page, '[data-testid="back-to-puzzle"]');
    await waitForDialog(page, en.lessons.backPrompt.title);
    await clickButtonAnywhere(page, en.lessons.backPrompt.playOn);
    await driver.waitForPlay();

    // The number found before is still there: the rest finishes the puzzle.
    await finishTheRest(driver, first!);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a puzzle left for a lesson survives a reload of the lesson page: the same board, the number found kept', async () => {
    const { page, errors } = await game.player();
    const clock = await installPageClock(page);
    const driver = new GameDriver(page, { clock });
    const id = makePuzzleId({ shape: 'l-shape-2pairs', orientation: 'landscape', difficulty: 1, seed: 11 });
    const board = await driver.start(game.game.base, { path: `/play?id=${id}`, welcome: true });
    const [first] = board.open;
    await driver.solve(first!);
    await leaveForLessons(page);
    // The page's clock starts again at a reload: it is moved on past the moment the game paused.
    const elapsed = await clock.elapsed();
    await page.reload();
    await page.waitForSelector('.lessons__item');
    await clock.tick(elapsed + 30_000);
    await click(page, '[data-testid="back-to-puzzle"]');
    await waitForPath(page, '/play');
    await waitForDialog(page, en.lessons.backPrompt.title);
    expect(await page.$eval(BOX, (el) => (el as HTMLElement).dataset.puzzleId)).toBe(id);
    await clickButtonAnywhere(page, en.lessons.backPrompt.playOn);
    await driver.waitForPlay();
    // Only the rest is entered: the puzzle finishes only if the first number came back too.
    await finishTheRest(driver, first!);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a practice board is not scored: its bar says Practice, with no score', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await game.player({ viewport });
      await page.goto(`${game.game.base}/lessons/add-multiply/practice/1`);
      await practiceOnScreen(page, 'add-multiply', 1);
      const label = await page.waitForSelector('[data-testid="practice-label"]', { timeout: UI_WAIT_MS });
      expect(await label!.evaluate((el) => el.textContent)).toBe(
        `${en.playStatus.practice}${en.playStatus.noScore}`,
      );
      expect(await page.$('[data-testid="play-status"] [data-testid="score"]')).toBeNull();
      // The time and the lives still show.
      expect(await page.$('[data-testid="time-left"]')).not.toBeNull();
      expect(await page.$('[data-testid="lives"]')).not.toBeNull();
      expect(errors).toEqual([]);
    }
  }, 120_000);

  it('a practice board has the screen-reader grid, and a solved board is still solved after a reload', async () => {
    const { page, errors } = await game.player({ viewport: PHONE });
    await page.goto(`${game.game.base}/lessons/add-multiply/practice/1`);
    const board = await practiceOnScreen(page, 'add-multiply', 1);
    // As on /play: a grid cell for every mystery, and two (sum, product) for every clue.
    const cells = await page.$$eval('[role="grid"] [role="gridcell"]', (found) => found.length);
    const { cells: drawn, halves } = await readLayout(page);
    expect(cells).toBe(drawn.length + halves.length / 2);
    expect(board.open.length).toBeGreaterThan(0);
    const driver = new GameDriver(page, { touch: true });
    await solvePractice(page, 'add-multiply', 1, driver);
    await page.goto(`${game.game.base}/lessons/add-multiply`);
    await page.reload();
    const mark = await page.waitForSelector('[data-testid="practice-1"]', { timeout: UI_WAIT_MS });
    expect(await mark!.evaluate((el) => (el as HTMLElement).dataset.solved)).toBe('true');
    expect(errors).toEqual([]);
  }, 120_000);
});
