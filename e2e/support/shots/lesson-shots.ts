// Screenshots of the lessons (issue 16): the list, and every step of every lesson's worked
// example, at phone and desktop size in English and Norwegian, plus a practice board with its
// free hint. `npm run shots` takes them after the play screen (SHOTS_ONLY=lesson- for these only).

import { join } from 'node:path';
import { LESSON_IDS, type LessonId, lessonPractice, reorient, solveUnique } from '@numberland/engine';
import type { Browser, Page } from 'puppeteer-core';
import { DESKTOP, PHONE } from '../browser';
import { BOX, type BoardOnScreen, waitForCells } from '../puzzle/board';
import { GameDriver } from '../puzzle/driver';

const SIZES = { phone: PHONE, desktop: DESKTOP } as const;
const LANGUAGES = ['en', 'no'] as const;

/** Wait until the figure has drawn the frame the page shows (BoardFigure's data-drawn). */
async function figureDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const figure = document.querySelector<HTMLElement>('.lesson__example figure');
      return figure !== null && figure.dataset.drawn === figure.dataset.frame;
    },
    { timeout: 20_000, polling: 100 },
  );
}

async function openAs(browser: Browser, size: keyof typeof SIZES, language: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(SIZES[size]);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const stored = JSON.stringify({ seenIntro: true, language });
  await page.evaluateOnNewDocument((value: string) => {
    if (!localStorage.getItem('numberland:settings:v1'))
      localStorage.setItem('numberland:settings:v1', value);
  }, stored);
  return page;
}

/** The practice board on screen as the engine has it, turned as shown. */
async function practiceBoard(page: Page, lesson: LessonId, board: number): Promise<BoardOnScreen> {
  const orientation = (await page.$eval(BOX, (el) => (el as HTMLElement).dataset.orientation)) as
    | 'landscape'
    | 'portrait';
  const puzzle = reorient(lessonPractice(lesson)[board - 1]!.puzzle, orientation);
  const solution = solveUnique(puzzle)!;
  await waitForCells(page, puzzle);
  const open = puzzle.givens.flatMap((g, m) => (g === 0 ? [m] : []));
  return { puzzleId: `lesson-${lesson}-${board}`, orientation, puzzle, solution, open };
}

/** The walk's picture names (lessons of up to 20 steps): a walk none of them is wanted of is skipped. */
function mayWant(wanted: (name: string) => boolean, suffix: string): boolean {
  const names = ['lesson-list', 'lesson-practice', 'lesson-practice-hint', 'lesson-practice-solved'];
  for (const lesson of LESSON_IDS)
    for (let step = 1; step <= 20; step++) names.push(`lesson-${lesson}-step${step}`);
  return names.some((name) => wanted(`${name}${suffix}`));
}

/** Takes the pictures; answers the problems met (none when all were taken). */
export async function takeLessonShots(
  browser: Browser,
  base: string,
  outDir: string,
  wanted: (name: string) => boolean,
): Promise<string[]> {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
      if (!mayWant(wanted, `-${language}-${size}.png`)) continue;
      const page = await openAs(browser, size, language);
      const shoot = async (name: string) => {
        const file = `${name}-${language}-${size}.png`;
        if (wanted(file)) await page.screenshot({ path: join(outDir, file), fullPage: true });
      };
      try {
        await page.goto(`${base}/lessons`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('.lessons__item');
        await shoot('lesson-list');
        for (const lesson of LESSON_IDS) {
          await page.goto(`${base}/lessons/${lesson}`, { waitUntil: 'networkidle0' });
          await page.waitForSelector('[data-testid="lesson-step-text"]');
          for (let step = 0; ; step++) {
            await figureDrawn(page);
            await shoot(`lesson-${lesson}-step${step + 1}`);
            const next = await page.$('[data-testid="lesson-step-next"]:not([disabled])');
            if (!next) break;
            await next.click();
            await page.waitForSelector(`[data-testid="lesson-step-text"][data-step="${step + 1}"]`);
          }
        }
        await page.goto(`${base}/lessons/central-square-box/practice/1`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('[data-testid="puzzle-box"][data-phase="2"][data-layout]');
        await shoot('lesson-practice');
        // Its free hint, with the footer that names the lesson; then the board solved.
        const driver = new GameDriver(page, { touch: size === 'phone' });
        driver.board = await practiceBoard(page, 'central-square-box', 1);
        await driver.select(driver.board.open[0]!);
        await driver.pressKey('hint');
        await page.waitForSelector('[data-testid="hint-panel"]');
        await shoot('lesson-practice-hint');
        await page.click('.hint-panel__done');
        await driver.solveAll();
        await page.waitForSelector('[data-testid="practice-result"]');
        await shoot('lesson-practice-solved');
      } catch (error) {
        // The screen as the shots broke off, to see why.
        await page
          .screenshot({ path: join(outDir, `lesson-FAILED-${language}-${size}.png`) })
          .catch(() => undefined);
        problems.push(`lesson shots (${language}, ${size}): ${String(error)}`);
      } finally {
        await page.browserContext().close();
      }
    }
  }
  return problems;
}
