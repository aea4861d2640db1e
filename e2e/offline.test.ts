// Issue 19, "installable, and playable offline": the built game's manifest and service worker
// pass Chromium's installability check, and with the network cut (the page's and the service
// worker's) /play still opens from the worker's cache, makes the chosen slot's puzzle on the
// device and plays it to the end; back online, the score post waiting in the outbox reaches the
// server, which replays it and stores the verified score.

import { landSlot, parsePuzzleId } from '@numberland/engine';
import type { CDPSession, Page } from 'puppeteer-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { REGISTER_AFTER_LOAD_MS } from '../client/src/pwa/service-worker-timing';
import { UI_WAIT_MS, waitForText } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import type { PageClock } from './support/page-clock';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { GameDriver } from './support/puzzle/driver';
import { openPlayer, type PlayerSetup, type PuzzlePlayer } from './support/puzzle/player';
import { checkOutcome } from './support/puzzle/verify';

const game = useGameBrowser();
const keep = closedAfterEach();

async function player(setup: PlayerSetup = {}): Promise<PuzzlePlayer> {
  return keep(await openPlayer(game.browser, setup));
}

/**
 * Opens the game, waits until its service worker is active, and loads again under its control.
 * The page registers its worker a while after its load event: on a page clock (`clock`), the
 * test moves time on to that moment.
 */
async function underServiceWorker(page: Page, clock?: PageClock, path = '/home'): Promise<void> {
  await page.goto(`${game.game.base}${path}`);
  if (clock) {
    await clock.waitForTimers([REGISTER_AFTER_LOAD_MS]);
    await clock.tick(REGISTER_AFTER_LOAD_MS);
  }
  // The worker installs once every file of the build is in its cache.
  const state = await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated')
      await new Promise((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done(0)),
      );
    return worker?.state;
  });
  expect(state).toBe('activated');
  // A page is served by the worker from its next load on (the worker claims no open page).
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${game.game.base}/sw.js`,
  );
}

/** Cuts (or restores) the network of the page and of the game's service worker. */
async function setOffline(page: Page, workers: CDPSession[], offline: boolean): Promise<void> {
  await page.setOfflineMode(offline);
  const conditions = { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  for (const worker of workers) await worker.send('Network.emulateNetworkConditions', conditions);
}

async function serviceWorkerSession(p: PuzzlePlayer): Promise<CDPSession> {
  const target = await p.context.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url() === `${game.game.base}/sw.js`,
    { timeout: UI_WAIT_MS },
  );
  const session = await target.createCDPSession();
  await session.send('Network.enable');
  return session;
}

describe('installable', () => {
  it('has a valid manifest with its icons, a service worker in control, and no installability errors', async () => {
    // Chromium installs nothing from an incognito context (each player's): the browser's own profile.
    const page = await game.browser.defaultBrowserContext().newPage();
    onTestFinished(() => page.close());
    await underServiceWorker(page);
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${game.game.base}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    // The manifest and each of its icons, as the browser fetches them.
    const manifest = await page.evaluate(async () => {
      const answer = await fetch('/manifest.webmanifest');
      const body = (await answer.json()) as {
        name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      const icons = await Promise.all(
        body.icons.map(async (icon) => {
          const image = await createImageBitmap(await (await fetch(icon.src)).blob());
          return {
            sizes: icon.sizes,
            purpose: icon.purpose ?? 'any',
            drawn: `${image.width}x${image.height}`,
          };
        }),
      );
      return { type: answer.headers.get('content-type'), ...body, icons };
    });
    expect(manifest).toMatchObject({ name: 'Numberland', start_url: '/', display: 'standalone' });
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.icons).toEqual([
      { sizes: '192x192', purpose: 'any', drawn: '192x192' },
      { sizes: '512x512', purpose: 'any', drawn: '512x512' },
      { sizes: '192x192', purpose: 'maskable', drawn: '192x192' },
      { sizes: '512x512', purpose: 'maskable', drawn: '512x512' },
    ]);
  });
});

describe('offline play', () => {
  it("plays the slot's puzzle made on the device, and the score reaches the server once back online", async () => {
    const p = await player({ selection: { level: 1, slot: 1, difficulty: 1 } });
    const { page } = p;
    await underServiceWorker(p.page, p.clock);
    const worker = await serviceWorkerSession(p);
    await setOffline(page, [worker], true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // /play opens from the worker's cache, and the puzzle is made here.
    const driver = GameDriver.forPlayer(p);
    const opened = await page.goto(`${game.game.base}/play`);
    expect(opened?.fromServiceWorker()).toBe(true);
    await page.waitForSelector('[data-testid="puzzle-box"][data-puzzle-id]', { timeout: UI_WAIT_MS });
    const board = await driver.waitForPlay();
    const key = parsePuzzleId(board.puzzleId);
    expect(key).toMatchObject({ ok: true, value: { shape: landSlot(1, 1).shape, difficulty: 1 } });
    // A puzzle no server served: not in the pool, not marked served to anyone.
    const served = await game.game.db
      .selectFrom('served_puzzles')
      .select('puzzle_id')
      .where('puzzle_id', '=', board.puzzleId)
      .execute();
    expect(served).toEqual([]);
    await waitForText(page, en.offline.playing);

    await driver.solveAll();
    const shown = await driver.end();
    expect(shown.starCount).toBe(3);
    const posted = await driver.posted();
    expect(posted).toMatchObject({ puzzleId: board.puzzleId, madeOnDevice: true });
    // Still offline: the end screen says the score is kept, and the post waits in the outbox.
    await waitForText(page, en.offline.waiting);
    const waiting = await page.evaluate(() => localStorage.getItem('numberland:outbox:v1') ?? '');
    expect(waiting).toContain(posted.id);
    expect(
      await game.game.db.selectFrom('scores').select('id').where('id', '=', posted.id).execute(),
    ).toEqual([]);

    await setOffline(page, [worker], false);
    const outcome = await checkOutcome(driver, shown, game.game.db, {
      finishType: 'success',
      stars: { time: true, finish: true, noErrors: true },
      errorsMade: 0,
    });
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.server.total).toBe(shown.score);
    await waitForText(page, en.offline.sent);
    // Counted for this player's session, and the puzzle now marked served to it.
    const row = await game.game.db
      .selectFrom('scores')
      .select(['player_key', 'puzzle_id'])
      .where('id', '=', posted.id)
      .executeTakeFirstOrThrow();
    expect(row.puzzle_id).toBe(board.puzzleId);
    const marks = await game.game.db
      .selectFrom('served_puzzles')
      .select('player_key')
      .where('puzzle_id', '=', board.puzzleId)
      .execute();
    expect(marks).toEqual([{ player_key: row.player_key }]);
  });
});
