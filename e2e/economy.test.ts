// Gems through the screens: the daily gift once per day, and the video ad whose reward the server
// pays only after its 10 seconds. The page runs on the test's clock, in a time zone where it is
// near noon, so no test races the wall clock or crosses midnight.

import { Profile } from '@numberland/contract';
import { sql } from 'kysely';
import type { Page } from 'puppeteer-core';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { UI_WAIT_MS, waitForText } from './support/browser';
import { clickButton } from './support/forms';
import { useGameBrowser } from './support/game-browser';
import { installPageClock } from './support/page-clock';
import { zoneNearNoon } from './support/time-zone';

const game = useGameBrowser();

async function signedInPlayer() {
  const name = `gems${Math.random().toString(36).slice(2, 8)}`;
  const answer = await game.game.request('/api/auth/register', {
    method: 'POST',
    json: {
      email: `${name}@example.com`,
      username: name,
      password: 'secret-1',
      password2: 'secret-1',
      GDPRConfirmed: true,
    },
  });
  expect(answer.status).toBe(200);
  const token: string = answer.body.token;
  const player = await game.player();
  await player.page.emulateTimezone(ZONE);
  const clock = await installPageClock(player.page);
  await player.page.evaluateOnNewDocument((t: string) => {
    if (!localStorage.getItem('numberland:auth:v1'))
      localStorage.setItem('numberland:auth:v1', JSON.stringify({ token: t }));
  }, token);
  const serverGems = async () => {
    const { body } = await game.game.request('/api/user/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!Value.Check(Profile, body)) throw new Error(`Not a profile: ${JSON.stringify(body)}`);
    return body.gems;
  };
  return { ...player, clock, token, serverGems };
}

const ZONE = zoneNearNoon();

/** Wait until the page has had the server's answer to `path` and drawn what follows from it. */
async function answered(page: Page, path: string): Promise<void> {
  await page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const shownGems = (page: Page) =>
  page.$eval('.gem-balance__count', (e) => Number((e as HTMLElement).innerText.trim()));

describe('gems', () => {
  it('the daily gift opens for a signed-in player, pays 800 once, and not again that day', async () => {
    const { page, serverGems, errors } = await signedInPlayer();
    await page.goto(`${game.game.base}/home`);
    // Never claimed: the gift opens by itself.
    await waitForText(page, en.daily.title);
    await clickButton(page, en.daily.collect.replace('{{amount}}', '800'));
    await waitForText(page, en.daily.claimed.replace('{{amount}}', '800'));
    expect(await serverGems()).toBe(1300);
    await page.waitForFunction(() => document.querySelector('.gem-balance__count')?.textContent === '1300');

    // Another visit the same day: once the fresh profile is in, no gift opens; asked for, it says
    // today's is collected.
    const profile = answered(page, '/api/user/profile');
    await page.goto(`${game.game.base}/home`);
    await page.waitForSelector('.home');
    await profile;
    expect(await page.$('[role="dialog"]')).toBeNull();
    await page.goto(`${game.game.base}/home#daily`);
    const collect = en.daily.collect.replace('{{amount}}', '800');
    const already = await page.waitForFunction(
      (texts: string[]) => {
        const text = (document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText ?? '';
        return texts.find((t) => text.includes(t)) ?? null;
      },
      { timeout: UI_WAIT_MS },
      [en.daily.already, collect],
    );
    if ((await already.jsonValue()) === collect) await clickButton(page, collect);
    await waitForText(page, en.daily.already);
    expect(await serverGems()).toBe(1300);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  it('the video ad counts down 10 s, then the X closes it and the reward adds 400 on the server', async () => {
    const { page, serverGems, token, clock } = await signedInPlayer();
    // Today's gift taken, so it does not open over the menu.
    await game.game.request('/api/user/claim-daily', {
      headers: { authorization: `Bearer ${token}`, 'x-time-zone': ZONE },
    });
    await page.goto(`${game.game.base}/home#sideMenu`);
    await clickButton(page, en.videoAd.menu);
    await page.waitForSelector('.video-ad .video-ad__count');
    // The overlay redraws on a timer: from here time moves only as the test says.
    await clock.waitForTimers([200]);
    const before = await serverGems();
    const corner = () =>
      page.evaluate(() => ({
        count: document.querySelector('.video-ad__count')?.textContent?.trim() ?? '',
        close: document.querySelector('.video-ad__close') !== null,
      }));
    const shows = async (count: string, close: boolean) => {
      await page
        .waitForFunction(
          (c: string, x: boolean) =>
            (document.querySelector('.video-ad__count')?.textContent?.trim() ?? '') === c &&
            (document.querySelector('.video-ad__close') !== null) === x,
          { timeout: UI_WAIT_MS },
          count,
          close,
        )
        .catch(() => undefined);
      return corner();
    };
    expect(await shows('10', false)).toEqual({ count: '10', close: false });
    await clock.tick(1000);
    expect(await shows('9', false)).toEqual({ count: '9', close: false });
    await clock.tick(8999);
    expect(await shows('1', false)).toEqual({ count: '1', close: false });
    // The server times the ad too: its start moves back as far as the page's clock went on.
    await game.game.db
      .updateTable('ad_views')
      .set((eb) => ({ started_at: eb('started_at', '-', sql<Date>`interval '10 seconds'`) }))
      .where('claimed_at', 'is', null)
      .execute();
    await clock.tick(1);
    expect(await shows('', true)).toEqual({ count: '', close: true });
    await page.click('.video-ad__close');
    await waitForText(page, en.adReward.earned.replace('{{amount}}', '400'));
    await expect.poll(serverGems).toBe(before + 400);
    expect(await shownGems(page)).toBe(before + 400);
  });
});
