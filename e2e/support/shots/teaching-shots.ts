// Screenshots of the teaching figures (`npm run shots`, after the other screens): every tutorial
// page with its illustration, the rules page with its pictures, and every frame of each rule's
// demonstration, in English and Norwegian at phone and desktop size. Taken under reduced motion,
// so each picture is its frame exactly (every mark shown, nothing half-way through a fade): the
// tutorial pages at their still frame, the demonstrations stepped with the modal's Next button.

import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { RULE_FIGURES } from '../../../client/src/figures/scripts/rules';
import { TUTORIAL_FIGURES } from '../../../client/src/figures/scripts/tutorial-figures';
import { DESKTOP, PHONE } from '../browser';

const SIZES = { phone: PHONE, desktop: DESKTOP } as const;
const LANGUAGES = ['en', 'no'] as const;
const WAIT_MS = 15_000;

/** Waits until every figure on the page has drawn the frame it shows, and a frame more. */
async function figuresDrawn(page: Page, within = 'body') {
  await page.waitForFunction(
    (root: string) => {
      const figures = [...document.querySelectorAll(`${root} figure.board-figure`)] as HTMLElement[];
      return (
        figures.length > 0 &&
        figures.every((f) => f.dataset.drawn === f.dataset.frame && f.querySelector('canvas'))
      );
    },
    { timeout: WAIT_MS },
    within,
  );
  // The scene draws on its next animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function openPage(
  browser: Browser,
  base: string,
  path: string,
  size: keyof typeof SIZES,
  language: string,
) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(SIZES[size]);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.evaluateOnNewDocument(
    (stored: string) => {
      if (!localStorage.getItem('numberland:settings:v1'))
        localStorage.setItem('numberland:settings:v1', stored);
    },
    JSON.stringify({ language, seenIntro: true }),
  );
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
  return { page, close: () => context.close() };
}

/** Takes the pictures whose names `wanted` accepts; answers the problems met (none is fatal). */
export async function takeTeachingShots(
  browser: Browser,
  base: string,
  outDir: string,
  wanted: (name: string) => boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const shoot = async (page: Page, name: string) => {
    const file = join(outDir, `${name}.png`) as `${string}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  };
  for (const [size] of Object.entries(SIZES) as [keyof typeof SIZES, unknown][]) {
    for (const language of LANGUAGES) {
      for (const [land, scripts] of Object.entries(TUTORIAL_FIGURES)) {
        for (let number = 1; number <= scripts.length; number++) {
          const name = `teach-tutorial-${land}-${number}-${language}-${size}`;
          if (!wanted(name)) continue;
          const { page, close } = await openPage(
            browser,
            base,
            `/tutorial/${land}/${number}`,
            size,
            language,
          );
          try {
            await figuresDrawn(page, '.tutorial');
            await shoot(page, name);
          } catch (error) {
            problems.push(`${name}: ${String(error)}`);
          } finally {
            await close();
          }
        }
      }
      const rulesName = `teach-rules-${language}-${size}`;
      for (const [n, script] of Object.entries(RULE_FIGURES)) {
        const pictureName = `${rulesName}-${n}`;
        const demoNames = script.frames.map((_, i) => `teach-rule-${n}-demo-${i + 1}-${language}-${size}`);
        if (!wanted(pictureName) && !demoNames.some(wanted)) continue;
        const { page, close } = await openPage(browser, base, '/rules', size, language);
        try {
          await page.evaluate(
            (rule: string) => document.querySelector(`[data-rule="${rule}"]`)?.scrollIntoView(),
            n,
          );
          await figuresDrawn(page, `[data-rule="${n}"]`);
          if (wanted(pictureName)) await shoot(page, pictureName);
          await page.click(`[data-video="${n}"]`);
          const demo = `[data-rule-demo="${n}"]`;
          await page.waitForSelector(`${demo} [role="dialog"]`, { timeout: WAIT_MS });
          await page.click(`${demo} [data-control="replay"]`);
          await page.click(`${demo} [data-control="pause"]`);
          for (let i = 0; i < script.frames.length; i++) {
            if (i > 0) await page.click(`${demo} [data-control="next"]`);
            await figuresDrawn(page, demo);
            if (wanted(demoNames[i]!)) await shoot(page, demoNames[i]!);
          }
        } catch (error) {
          problems.push(`rule ${n} (${language}, ${size}): ${String(error)}`);
        } finally {
          await close();
        }
      }
    }
  }
  return problems;
}
