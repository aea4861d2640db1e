// The planet behind intro and home (issue 17): drawn by the page as SVG and small images, turned
// to the land the slider shows, and never waiting for Phaser, which is loaded only on /play.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { UI_WAIT_MS, waitForText } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { installPageClock } from './support/page-clock';

const game = useGameBrowser();

/** Every script the page asks for, from now on. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

interface PlanetDrawing {
  readonly groundDrawn: number;
  readonly ground: string;
  readonly picturesShown: number;
  readonly stars: number;
  readonly glow: string | undefined;
}

async function planetDrawing(page: Page): Promise<PlanetDrawing> {
  return page.$eval('#planet-scene', (host) => {
    const paths = [...host.querySelectorAll('.dom-planet__globe path')];
    const pictures = [...host.querySelectorAll<HTMLImageElement>('.dom-planet__standee')];
    return {
      groundDrawn: paths.filter((path) => (path.getAttribute('d') ?? '') !== '').length,
      ground: paths.map((path) => path.getAttribute('d') ?? '').join('|'),
      picturesShown: pictures.filter((picture) => getComputedStyle(picture).visibility === 'visible').length,
      stars: host.querySelectorAll('.dom-planet__star').length,
      glow: host.querySelector('.dom-planet__glow stop')
        ? getComputedStyle(host.querySelector('.dom-planet__glow stop')!).stopColor
        : undefined,
    };
  });
}

/** Moves the home screen's slider on until a shape of Autumnland is in the middle. */
async function showAutumnland(page: Page) {
  for (let step = 0; step < 8; step++) {
    if (await page.$('.slider__slide--land2 .slide--center')) return;
    const before = await page.$eval('.slide--center', (slide) => slide.textContent);
    await page.click('.slider__arrow:last-of-type');
    await page.waitForFunction(
      (name) => document.querySelector('.slide--center')?.textContent !== name,
      {},
      before,
    );
  }
  throw new Error('the slider never showed Autumnland');
}

/**
 * From now on, the planet's pictures added per task: a MutationObserver's records come at the end
 * of the task that made them, so each entry is one task's pictures.
 */
async function picturesPerTask(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluateOnNewDocument(() => {
    const batches: number[] = [];
    (window as unknown as { __pictureBatches: number[] }).__pictureBatches = batches;
    new MutationObserver((records) => {
      let added = 0;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLImageElement && node.classList.contains('dom-planet__standee')) added++;
      if (added > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __pictureBatches: number[] }).__pictureBatches);
}

describe('the planet', () => {
  it('draws the land facing the player on home, without Phaser, and turns to the land the slider shows', async () => {
    const { page, errors } = await game.player();
    const scripts = scriptsAskedFor(page);
    const batches = await picturesPerTask(page);
    await page.goto(`${game.game.base}/home`);
    await page.waitForSelector('.dom-planet[data-built="true"] .dom-planet__globe path[d^="M"]', {
      timeout: UI_WAIT_MS,
    });
    const summer = await planetDrawing(page);
    // Outlines of ground and sea, things standing on the ground, clouds, and the stars.
    expect(summer.groundDrawn).toBeGreaterThan(10);
    expect(summer.picturesShown).toBeGreaterThan(10);
    expect(summer.stars).toBe(28);
    // Built a piece per task, so no task is long on a phone: the pictures came in several tasks.
    const perTask = await batches();
    expect(perTask.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(16);
    // Summerland's glow, 0xfff3b0.
    expect(summer.glow).toBe('rgb(255, 243, 176)');

    await showAutumnland(page);
    // The player asked for less motion (the test browser's default): the globe is there at once.
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.dom-planet__glow stop')!).stopColor ===
        'rgb(255, 201, 138)',
      { timeout: UI_WAIT_MS },
    );
    const autumn = await planetDrawing(page);
    expect(autumn.ground).not.toBe(summer.ground);
    expect(autumn.groundDrawn).toBeGreaterThan(10);

    // A tap on the page (the slider) has come and gone: still no Phaser on home.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /\/assets\/phaser[^/]*\.js$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is drawn on the intro with motion: still until the first tap, then clouds drift and stars twinkle over a still ground, without Phaser', async () => {
    const { page, errors } = await game.player({ seenIntro: false, motion: true });
    const scripts = scriptsAskedFor(page);
    const clock = await installPageClock(page);
    await page.goto(`${game.game.base}/`);
    await waitForText(page, en.intro.playNow);
    await page.waitForSelector('.dom-planet[data-built="true"] .dom-planet__globe path[d^="M"]', {
      timeout: UI_WAIT_MS,
    });
    const sky = () =>
      page.$eval('#planet-scene', (host) => ({
        ground: [...host.querySelectorAll('.dom-planet__globe path')]
          .map((path) => path.getAttribute('d'))
          .join('|'),
        clouds: [...host.querySelectorAll<HTMLElement>('.dom-planet__cloud')]
          .map((c) => c.style.transform)
          .join('|'),
        stars: [...host.querySelectorAll<HTMLElement>('.dom-planet__star')]
          .map((s) => s.style.opacity)
          .join('|'),
      }));
    const still = await sky();
    // Before the player has done anything, nothing moves, however much time passes.
    await clock.tick(3000);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await sky()).toEqual(still);

    // A tap on the page (not on a button) starts the waiting motion.
    await page.mouse.click(5, 400);
    await clock.tickUntil(
      (before) => {
        const host = document.querySelector('#planet-scene')!;
        const clouds = [...host.querySelectorAll<HTMLElement>('.dom-planet__cloud')].map(
          (c) => c.style.transform,
        );
        const stars = [...host.querySelectorAll<HTMLElement>('.dom-planet__star')].map(
          (s) => s.style.opacity,
        );
        return clouds.join('|') !== before.clouds && stars.join('|') !== before.stars;
      },
      still,
      { stepMs: 100, maxMs: 5000 },
    );
    expect((await sky()).ground).toBe(still.ground);
    await clock.tick(2000);
    const playNow = await page.waitForSelector('.intro .button--play:not([disabled])', {
      timeout: UI_WAIT_MS,
    });
    await playNow!.click();
    await page.waitForSelector('.home .slide--center', { timeout: UI_WAIT_MS });
    // The same planet goes on behind home.
    expect((await planetDrawing(page)).groundDrawn).toBeGreaterThan(10);
    expect(scripts.filter((path) => /\/assets\/phaser[^/]*\.js$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
