// The teaching figures in the built game (issue 16): every tutorial page and every rule shows its
// board figure drawn with real content (canvas pixels, not an empty box); each rule's
// demonstration opens, plays frame by frame under the page clock, pauses, replays and closes with
// Escape, the focus going back to its link; the tutorial's Play button asks for the play-press
// sound; the Play pages show the tutorial mode display.

import type { ElementHandle, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { FRAME_MS } from '../client/src/figures/figure-script';
import { RULE_FIGURES } from '../client/src/figures/scripts/rules';
import { TUTORIAL_FIGURES } from '../client/src/figures/scripts/tutorial-figures';
import en from '../client/src/i18n/locales/en.json';
import { TUTORIAL_DISPLAY } from '../client/src/screens/tutorial/tutorial-display';
import { UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { installPageClock } from './support/page-clock';

const game = useGameBrowser();

interface CanvasContent {
  readonly painted: number;
  readonly colours: number;
}

/** How many pixels of the figure's canvas are painted, and in how many colours. */
async function canvasContent(figure: ElementHandle<Element>): Promise<CanvasContent> {
  return figure.evaluate((f) => {
    const canvas = f.querySelector('canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0 || canvas.height === 0) return { painted: 0, colours: 0 };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let painted = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 16) continue;
      painted += 1;
      colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
    }
    return { painted, colours: colours.size };
  });
}

/** Waits until the figure has drawn the frame it shows and its canvas holds a board. */
async function expectDrawnFigure(page: Page, selector: string, id: string) {
  const figure = await page.waitForSelector(`${selector} figure.board-figure[data-figure="${id}"] canvas`, {
    timeout: UI_WAIT_MS,
  });
  expect(figure).not.toBeNull();
  const host = (await page.$(`${selector} figure.board-figure[data-figure="${id}"]`))!;
  await page.waitForFunction(
    (f: Element) => {
      const canvas = f.querySelector('canvas');
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx || (f as HTMLElement).dataset.drawn !== (f as HTMLElement).dataset.frame)
        return false;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 16) painted += 1;
      return painted > (canvas.width * canvas.height) / 10;
    },
    { timeout: UI_WAIT_MS },
    host,
  );
  const content = await canvasContent(host);
  // A board: a plate, tiles, clue bubbles and numbers, not one flat colour.
  expect(content.colours, `${id} colours`).toBeGreaterThan(12);
  return host;
}

/** A fingerprint of what the figure's canvas shows now. */
const canvasPrint = (page: Page, selector: string) =>
  page.$eval(`${selector} figure.board-figure canvas`, (c) => {
    const canvas = c as HTMLCanvasElement;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let hash = 0;
    for (let i = 0; i < data.length; i += 7) hash = (hash * 31 + data[i]!) | 0;
    return hash;
  });

const frameOf = (page: Page, selector: string) =>
  page.$eval(`${selector} figure.board-figure`, (f) => Number((f as HTMLElement).dataset.frame));

describe('tutorial illustrations', () => {
  const pages = Object.entries(TUTORIAL_FIGURES).flatMap(([land, scripts]) =>
    scripts.map((script, i) => [land, i + 1, script.id, script.still ?? script.frames.length - 1] as const),
  );

  it('every one of the 16 pages shows its figure, drawn, at its still frame under reduced motion', async () => {
    expect(pages).toHaveLength(16);
    const { page, errors } = await game.player();
    for (const [land, number, id, still] of pages) {
      await page.goto(`${game.game.base}/tutorial/${land}/${number}`);
      const figure = await expectDrawnFigure(page, '.tutorial', id);
      expect(
        await figure.evaluate((f) => Number((f as HTMLElement).dataset.frame)),
        `${land} ${number}`,
      ).toBe(still);
      const label = await page.$eval(
        '.tutorial .board-figure [role="img"]',
        (s) => s.getAttribute('aria-label') ?? '',
      );
      expect(label.length).toBeGreaterThan(3);
    }
    expect(errors).toEqual([]);
  });

  it('plays on by itself when motion is allowed', async () => {
    const { page } = await game.player({ motion: true });
    const clock = await installPageClock(page);
    await page.goto(`${game.game.base}/tutorial/summerland/1`);
    await expectDrawnFigure(page, '.tutorial', 'summerland-1');
    expect(await frameOf(page, '.tutorial')).toBe(0);
    await clock.tick(FRAME_MS);
    await page.waitForFunction(
      () => document.querySelector('.tutorial figure')?.getAttribute('data-frame') === '1',
    );
    await clock.tick(FRAME_MS);
    expect(await frameOf(page, '.tutorial')).toBe(2);
    // Its corner button stops it (moving pictures can be stopped), and starts it again.
    await page.click('.tutorial [data-control="pause"]');
    await clock.tick(FRAME_MS * 3);
    expect(await frameOf(page, '.tutorial')).toBe(2);
    await page.click('.tutorial [data-control="play"]');
    await clock.tick(FRAME_MS);
    expect(await frameOf(page, '.tutorial')).toBe(3);
  });

  it('the Play pages show the tutorial mode display, and Play asks for the play-press sound', async () => {
    const { page } = await game.player();
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') media.push(new URL(request.url()).pathname);
    });
    await page.goto(`${game.game.base}/tutorial/summerland/6`);
    const status = await page.waitForSelector('[data-testid="tutorial-status"]', { timeout: UI_WAIT_MS });
    const values = await status!.$$eval('[data-value]', (items) =>
      items.map((i) => i.getAttribute('data-value')),
    );
    expect(values).toEqual(
      [TUTORIAL_DISPLAY.time, TUTORIAL_DISPLAY.errors, TUTORIAL_DISPLAY.lives].map(String),
    );
    expect(await status!.$eval('[role="progressbar"]', (b) => b.getAttribute('aria-valuenow'))).toBe(
      String(TUTORIAL_DISPLAY.progress),
    );
    expect(media.filter((p) => p.includes('play-press'))).toEqual([]);
    await page.click('.tutorial__play');
    // The page's own player (an audio element), not the puzzle scene's loader, fetches it.
    await expect.poll(() => media.some((p) => /\/sounds\/play-press\.(opus|mp3)$/.test(p))).toBe(true);
  });
});

describe('rules', () => {
  const rules = Object.entries(RULE_FIGURES).map(([n, script]) => [Number(n), script] as const);

  it('every rule shows its picture with content, at its still frame', async () => {
    const { page, errors } = await game.player();
    await page.goto(`${game.game.base}/rules`);
    for (const [n, script] of rules) {
      const figure = await expectDrawnFigure(page, `[data-rule="${n}"]`, script.id);
      expect(await figure.evaluate((f) => Number((f as HTMLElement).dataset.frame))).toBe(script.still);
      expect(await page.$(`[data-rule="${n}"] [data-video="${n}"]`)).not.toBeNull();
    }
    expect(errors).toEqual([]);
  });

  it.each(rules)(
    'rule %i: the demonstration opens, plays, pauses, replays and closes with Escape',
    async (n, script) => {
      const { page, errors } = await game.player({ motion: true });
      const clock = await installPageClock(page);
      await page.goto(`${game.game.base}/rules`);
      const link = await page.waitForSelector(`[data-video="${n}"]`, { timeout: UI_WAIT_MS });
      await link!.click();
      const demo = `[data-rule-demo="${n}"]`;
      await page.waitForSelector(`${demo} [role="dialog"]`, { timeout: UI_WAIT_MS });
      await expectDrawnFigure(page, demo, script.id);
      const frame = () => frameOf(page, demo);
      const playing = () => page.$eval(`${demo} .figure-controls`, (c) => c.getAttribute('data-playing'));
      expect(await frame()).toBe(0);
      expect(await playing()).toBe('true');
      // Plays: one frame per FRAME_MS of the page's clock.
      await clock.tick(FRAME_MS);
      await page.waitForFunction(
        (s: string) => document.querySelector(`${s} figure`)?.getAttribute('data-frame') === '1',
        {},
        demo,
      );
      await expectDrawnFigure(page, demo, script.id);
      // Pauses: time passes, the frame stays.
      await page.click(`${demo} [data-control="pause"]`);
      expect(await playing()).toBe('false');
      await clock.tick(FRAME_MS * 3);
      expect(await frame()).toBe(1);
      // Plays on to the end, and stops there.
      await page.click(`${demo} [data-control="play"]`);
      for (let i = 1; i < script.frames.length; i++) await clock.tick(FRAME_MS);
      expect(await frame()).toBe(script.frames.length - 1);
      expect(await playing()).toBe('false');
      // Replays from the start.
      await page.click(`${demo} [data-control="replay"]`);
      expect(await frame()).toBe(0);
      expect(await playing()).toBe('true');
      // Escape closes the demonstration only, and the focus is back on its link.
      await page.keyboard.press('Escape');
      await page.waitForFunction((s: string) => !document.querySelector(s), {}, demo);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-video'))).toBe(String(n));
      expect(await page.$(`[data-rule="${n}"] figure.board-figure`)).not.toBeNull();
      expect(errors).toEqual([]);
    },
  );

  it('under reduced motion a demonstration opens at its still frame, and each frame is drawn as it is', async () => {
    const { page } = await game.player();
    const clock = await installPageClock(page);
    await page.goto(`${game.game.base}/rules`);
    await (await page.waitForSelector('[data-video="2"]', { timeout: UI_WAIT_MS }))!.click();
    const demo = '[data-rule-demo="2"]';
    await expectDrawnFigure(page, demo, RULE_FIGURES[2].id);
    expect(await frameOf(page, demo)).toBe(RULE_FIGURES[2].still);
    expect(await page.$eval(`${demo} .figure-controls`, (c) => c.getAttribute('data-playing'))).toBe('false');
    await clock.tick(FRAME_MS * 2);
    expect(await frameOf(page, demo)).toBe(RULE_FIGURES[2].still);
    // Nothing moves, so what the canvas shows is the frame alone: the breach, then the board before it.
    const breach = await canvasPrint(page, demo);
    await page.click(`${demo} [data-control="replay"]`);
    await page.click(`${demo} [data-control="pause"]`);
    expect(await frameOf(page, demo)).toBe(0);
    await expectDrawnFigure(page, demo, RULE_FIGURES[2].id);
    await expect.poll(() => canvasPrint(page, demo)).not.toBe(breach);
  });

  it("rule 2's demonstration shows a pair under a blank clue counting", async () => {
    const { page } = await game.player({ motion: true });
    const clock = await installPageClock(page);
    await page.goto(`${game.game.base}/rules`);
    await (await page.waitForSelector('[data-video="2"]', { timeout: UI_WAIT_MS }))!.click();
    await page.waitForSelector('[data-rule-demo="2"] figure', { timeout: UI_WAIT_MS });
    await clock.tick(FRAME_MS);
    await page.waitForFunction(
      () => document.querySelector('[data-rule-demo="2"] figure')?.getAttribute('data-frame') === '1',
    );
    const caption = await page.$eval('[data-rule-demo="2"] figcaption', (c) => c.textContent?.trim());
    expect(caption).toBe(en.figures.rule2.again);
    const label = await page.$eval('[data-rule-demo="2"] [role="img"]', (s) => s.getAttribute('aria-label'));
    expect(label).toContain(en.figures.rule2.again);
  });

  it('the #rules modal shows the pictures too, its link sounds, and Escape on a demonstration leaves it open', async () => {
    const { page } = await game.player();
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') media.push(new URL(request.url()).pathname);
    });
    await page.goto(`${game.game.base}/home#rules`);
    await expectDrawnFigure(page, '[data-rule="1"]', RULE_FIGURES[1].id);
    await page.click('[data-video="1"]');
    await page.waitForSelector('[data-rule-demo="1"] [role="dialog"]', { timeout: UI_WAIT_MS });
    // The menu's button sound is heard here, outside any puzzle.
    await expect.poll(() => media.some((p) => /\/sounds\/button\.(opus|mp3)$/.test(p))).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-rule-demo]'));
    expect(await page.$('[role="dialog"] [data-rule="1"]')).not.toBeNull();
  });
});
