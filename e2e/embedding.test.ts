// The game inside an iframe of another site (another origin): intro, home, a puzzle chosen and
// served, as a player on a partner site goes through it; and the embedder API (issue 19): the
// partner page (scripts/embed-test.html) hears ready, resize, puzzle-started and puzzle-finished,
// with the stars and score the end screen shows, while a page whose origin FRAME_ANCESTORS does
// not list hears nothing.

import { EmbedMessage, isEmbedMessage } from '@numberland/contract';
import { landSlot, puzzleIdLabel } from '@numberland/engine';
import type { Frame, Page } from 'puppeteer-core';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { serveEmbed } from '../scripts/serve-embed';
import { UI_WAIT_MS } from './support/browser';
import { framePage } from './support/frame-page';
import { useGameBrowser } from './support/game-browser';
import { installPageClock } from './support/page-clock';
import { GameDriver } from './support/puzzle/driver';
import { prepareStorage } from './support/puzzle/player';
import { storedScore } from './support/puzzle/verify';

type Partner = Awaited<ReturnType<typeof serveEmbed>>;
/** The partner FRAME_ANCESTORS lists, and one it does not: both start before the game's server. */
let partner: Partner;
let stranger: Partner;
let gameBase = '';
const env: Record<string, string> = {};
beforeAll(async () => {
  partner = await serveEmbed(() => `${gameBase}/?tenant=partner-site`, 0);
  stranger = await serveEmbed(() => `${gameBase}/?tenant=stranger-site`, 0);
  env.FRAME_ANCESTORS = `'self',${new URL(partner.url).origin}`;
});
const game = useGameBrowser(env);
beforeAll(() => {
  gameBase = game.game.base;
});
afterAll(async () => {
  for (const server of [partner?.server, stranger?.server])
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const textOf = (frame: Frame) => frame.evaluate(() => document.body.innerText);

/** What the partner page heard from the game so far. */
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { numberlandMessages: unknown[] }).numberlandMessages);

/** The partner page framing `path` of the game (its ?game= names the address). */
const partnerPage = (base: Partner, path: string) =>
  `${base.url}?game=${encodeURIComponent(`${gameBase}${path}`)}`;

describe('the game in a frame on another origin', () => {
  it('goes from the intro to home to a served puzzle, telling the server which site it is on', async () => {
    // With motion: the planet turning behind intro and home, inside the frame.
    const { page, errors } = await game.player({ seenIntro: false, motion: true });
    expect(new URL(partner.url).origin).not.toBe(new URL(game.game.base).origin);
    await page.goto(partner.url);
    const frame = await page.waitForFrame((f) => f.url().startsWith(game.game.base));

    const playNow = await frame.waitForSelector('.intro .button--play:not([disabled])', {
      timeout: UI_WAIT_MS,
    });
    await playNow!.click();
    await frame.waitForSelector('.home .slide--center');
    await frame.waitForSelector('#planet-scene .dom-planet__standee', { timeout: UI_WAIT_MS });
    await frame.click('.home .slide--center');
    const difficulties = await frame.$$eval('.difficulty-picker__option', (buttons) =>
      buttons.map((b) => b.textContent),
    );
    // Summerland offers difficulties 1 and 2 (land + 1).
    expect(difficulties).toEqual([en.difficulty['1'], en.difficulty['2']]);
    await frame.click('.difficulty-picker__option--2');
    await frame.click('.home .button--play');
    await frame.waitForSelector('.play__id', { timeout: UI_WAIT_MS });
    expect(await textOf(frame)).toContain(en.difficulty['2'].toUpperCase());

    // The puzzle was served to this frame's session (marks are written behind, within 200 ms), and
    // its analytics came under the tenant the partner named, measured as embedded.
    const label = await frame.$eval('.play__id', (e) => e.textContent ?? '');
    await expect
      .poll(async () => {
        const served = await game.game.db.selectFrom('served_puzzles').select('puzzle_id').execute();
        return served.some((row) => label.includes(puzzleIdLabel(row.puzzle_id)));
      })
      .toBe(true);
    await expect
      .poll(() =>
        game.game.db
          .selectFrom('analytics_events')
          .select(['event_name', 'tenant', 'data'])
          .where('event_name', '=', 'play')
          .execute(),
      )
      .toEqual([
        {
          event_name: 'play',
          tenant: 'partner-site',
          data: expect.objectContaining({ measurement: 'embedded' }),
        },
      ]);
    expect(errors).toEqual([]);
  });
});

describe('the embedder API', () => {
  it('tells the partner ready, the height, and the puzzle started and finished with its stars and score', async () => {
    const { page, errors } = await game.player();
    let frame: Frame | undefined;
    const inFrame = framePage(page, () => {
      if (!frame) throw new Error('the game frame has not loaded');
      return frame;
    });
    await prepareStorage(page, { selection: { level: 1, slot: 1, difficulty: 1 } });
    // The frame's own clock: its timers move only as the driver moves them.
    const clock = await installPageClock(inFrame);
    await page.goto(partnerPage(partner, '/play?tenant=partner-site'));
    frame = await page.waitForFrame((f) => f.url().startsWith(game.game.base));

    const driver = new GameDriver(inFrame, { clock });
    const board = await driver.waitForPlay();
    // On the pad: the page's keyboard types into its own frame, not the other origin's.
    for (const m of board.open) await driver.solve(m, 'pad');
    const shown = await driver.end();
    const posted = await driver.posted();
    const server = await driver.whileTimePasses(storedScore(game.game.db, posted.id));

    const messages = await heard(page);
    for (const message of messages)
      expect(Value.Check(EmbedMessage, message), JSON.stringify(message)).toBe(true);
    const ofType = (type: string) => messages.filter((m) => isEmbedMessage(m) && m.type === type);
    expect(messages[0]).toEqual({ source: 'numberland', version: 1, type: 'ready' });
    expect(ofType('puzzle-started')).toEqual([
      {
        source: 'numberland',
        version: 1,
        type: 'puzzle-started',
        puzzleId: board.puzzleId,
        land: 1,
        shape: landSlot(1, 1).shape,
        slot: 1,
        difficulty: 1,
      },
    ]);
    expect(ofType('puzzle-finished')).toEqual([
      {
        source: 'numberland',
        version: 1,
        type: 'puzzle-finished',
        puzzleId: board.puzzleId,
        stars: shown.starCount,
        score: shown.score,
        time: posted.playTime,
        solved: true,
      },
    ]);
    expect(shown.starCount).toBe(3);
    expect(server.total).toBe(shown.score);
    // The frame takes the height the game asked for last (no fixed aspect ratio).
    const resizes = ofType('resize') as { height: number }[];
    expect(resizes.length).toBeGreaterThan(0);
    const frameHeight = await page.$eval('#numberland', (el) => el.getBoundingClientRect().height);
    expect(frameHeight).toBe(Math.max(480, resizes.at(-1)!.height));
    expect(errors).toEqual([]);
  });

  it('a content that grows asks for a taller frame', async () => {
    const { page } = await game.player();
    await page.goto(partnerPage(partner, '/rules?tenant=partner-site'));
    const frame = await page.waitForFrame((f) => f.url().startsWith(game.game.base));
    await frame.waitForSelector('.shell__main', { timeout: UI_WAIT_MS });
    // The rules are longer than the frame's first height: the game asks for all of it.
    const needed = await frame.evaluate(() => {
      const main = document.querySelector('.shell__main')!;
      const shell = document.querySelector('.shell')!;
      return Math.ceil(shell.getBoundingClientRect().height - main.clientHeight + main.scrollHeight);
    });
    await page.waitForFunction(
      (height: number) =>
        (
          window as unknown as { numberlandMessages: { type: string; height?: number }[] }
        ).numberlandMessages.some((m) => m.type === 'resize' && m.height !== undefined && m.height >= height),
      { timeout: UI_WAIT_MS },
      Math.min(needed, 4000),
    );
    const frameHeight = await page.$eval('#numberland', (el) => el.getBoundingClientRect().height);
    expect(frameHeight).toBeGreaterThan(560);
  });

  it('a page on an origin FRAME_ANCESTORS does not list gets no game and no message', async () => {
    const { page } = await game.player();
    await page.goto(partnerPage(stranger, '/play?tenant=stranger-site'));
    // The frame's load ends (the browser refuses the game there), and the page heard nothing.
    await page.waitForFunction(
      () => (window as unknown as { numberlandFrameLoaded?: boolean }).numberlandFrameLoaded,
      {
        timeout: UI_WAIT_MS,
      },
    );
    expect(page.frames().some((f) => f.url().startsWith(game.game.base) && f !== page.mainFrame())).toBe(
      false,
    );
    expect(await heard(page)).toEqual([]);
  });
});
