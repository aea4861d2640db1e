// Gems through the screens: the daily gift once per day, and the video ad whose reward the server
// pays only after its 10 seconds.

import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { waitForText } from './support/browser';
import { clickButton } from './support/forms';
import { useGameBrowser } from './support/game-browser';

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
  await player.page.evaluateOnNewDocument((t: string) => {
    if (!localStorage.getItem('numberland:auth:v1'))
      localStorage.setItem('numberland:auth:v1', JSON.stringify({ token: t }));
  }, token);
  const serverGems = async () =>
    (await game.game.request('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })).body
      .gems as number;
  return { ...player, token, serverGems };
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

    // Another visit the same day: no gift opens; asked for, it says today's is collected.
    await page.goto(`${game.game.base}/home`);
    await page.waitForSelector('.home');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await page.$('[role="dialog"]')).toBeNull();
    await page.goto(`${game.game.base}/home#daily`);
    const collect = en.daily.collect.replace('{{amount}}', '800');
    const already = await page.waitForFunction(
      (texts: string[]) => {
        const text = (document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText ?? '';
        return texts.find((t) => text.includes(t)) ?? null;
      },
      { timeout: 10_000 },
      [en.daily.already, collect],
    );
    if ((await already.jsonValue()) === collect) await clickButton(page, collect);
    await waitForText(page, en.daily.already);
    expect(await serverGems()).toBe(1300);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  it('the video ad counts down 10 s, then the X closes it and the reward adds 400 on the server', async () => {
    const { page, serverGems, token } = await signedInPlayer();
    // Today's gift taken, so it does not open over the menu.
    await game.game.request('/api/user/claim-daily', { headers: { authorization: `Bearer ${token}` } });
    await page.goto(`${game.game.base}/home#sideMenu`);
    await clickButton(page, en.videoAd.menu);
    await page.waitForSelector('.video-ad .video-ad__count');
    expect(await page.$('.video-ad__close')).toBeNull();
    const before = await serverGems();
    await page.waitForSelector('.video-ad__close', { timeout: 15_000 });
    await page.click('.video-ad__close');
    await waitForText(page, en.adReward.earned.replace('{{amount}}', '400'));
    await expect.poll(serverGems).toBe(before + 400);
    expect(await shownGems(page)).toBe(before + 400);
  });
});
