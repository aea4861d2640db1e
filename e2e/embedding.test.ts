// The game inside an iframe of another site (another origin): intro, home, a puzzle chosen and
// served, as a player on a partner site goes through it. The partner page is scripts/embed-test.html.

import { puzzleIdLabel } from '@numberland/engine';
import type { Frame } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { serveEmbed } from '../scripts/serve-embed';
import { UI_WAIT_MS } from './support/browser';
import { useGameBrowser } from './support/game-browser';

const game = useGameBrowser();
let partner: Awaited<ReturnType<typeof serveEmbed>>;
beforeAll(async () => {
  partner = await serveEmbed(`${game.game.base}/?tenant=partner-site`, 0);
});
afterAll(() => new Promise<void>((resolve) => partner.server.close(() => resolve())));

const textOf = (frame: Frame) => frame.evaluate(() => document.body.innerText);

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
    await frame.waitForSelector('#planet-scene canvas', { timeout: UI_WAIT_MS });
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
