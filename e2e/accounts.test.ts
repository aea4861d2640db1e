// A player's account from start to end through the screens: register, log out, log in, rename in
// the profile, forget the password (the mail read from the local SMTP server), set a new one from
// the mailed link, and log in with it. The spec's validation messages show on the way.

import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { UI_WAIT_MS, waitForText } from './support/browser';
import { clickButton, dialogText, fillField } from './support/forms';
import { useGameBrowser, waitForAddress } from './support/game-browser';

const game = useGameBrowser();

const stamp = Math.random().toString(36).slice(2, 8);
const email = `ada-${stamp}@example.com`;
const username = `Ada ${stamp}`;

/** The reset link of the last mail to `to`, as the player would click it. */
function mailedLink(to: string): string {
  const mail = game.game.mailbox.messages.filter((m) => m.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S*\/resetPassword\/[A-Za-z0-9_-]+/.exec(unfolded);
  if (!link) throw new Error('the mail has no reset link');
  return link[0];
}

async function gemsShown(page: import('puppeteer-core').Page): Promise<string> {
  return page.$eval('.gem-balance__count', (e) => (e as HTMLElement).innerText.trim());
}

describe('an account through the screens', () => {
  it('register, log out, log in, rename, reset the password, log in with the new one', async () => {
    const { page, errors } = await game.player();
    await page.goto(`${game.game.base}/home#register`);

    // The spec's order: the email is checked first.
    await fillField(page, en.register.email, 'not-an-email');
    await clickButton(page, en.register.submit);
    await page.waitForSelector('[role="dialog"] [role="alert"]');
    const firstProblem = await page.$eval('[role="dialog"] [role="alert"]', (e) => e.textContent);
    expect(firstProblem).toBeTruthy();

    await fillField(page, en.register.email, email);
    await fillField(page, en.register.username, username);
    await fillField(page, en.register.password, 'first-pass');
    await fillField(page, en.register.repeat, 'first-pass');
    await page.click('[role="dialog"] .account__check input');
    await clickButton(page, en.register.submit);
    await waitForText(page, en.profile.gamesPlayed);
    expect(await dialogText(page)).toContain(username);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('numberland:auth:v1') ?? '{}').token,
    );
    expect(typeof token).toBe('string');

    // Log out from the side menu: the token stops working and the guest's 500 gems are back.
    await page.goto(`${game.game.base}/home#sideMenu`);
    await clickButton(page, en.menu.logout);
    await waitForAddress(page, (a) => a === '/home');
    expect(await gemsShown(page)).toBe('500');
    expect(
      (await game.game.request('/api/user/profile', { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(401);

    // Log in with email; a wrong password first gets the server's message.
    await page.goto(`${game.game.base}/home#emaillogin`);
    await fillField(page, en.login.email, email);
    await fillField(page, en.login.password, 'wrong-pass');
    await clickButton(page, en.login.submit);
    await page.waitForSelector('[role="dialog"] [role="alert"]');
    await fillField(page, en.login.password, 'first-pass');
    await clickButton(page, en.login.submit);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('numberland:auth:v1') ?? '{}').token);

    // Rename in the profile.
    await page.goto(`${game.game.base}/home#profile`);
    await clickButton(page, en.profile.editUsername);
    await fillField(page, en.profile.newUsername, `${username} II`);
    await clickButton(page, en.profile.save);
    await page.waitForFunction(
      (name: string) =>
        (document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText.includes(name),
      { timeout: UI_WAIT_MS },
      `${username} II`,
    );
    const renamed = await game.game.db
      .selectFrom('users')
      .select('username')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(renamed?.username).toBe(`${username} II`);

    // Forgot password: the mail arrives at the local SMTP server with the client's link.
    await page.goto(`${game.game.base}/home#sideMenu`);
    await clickButton(page, en.menu.logout);
    await waitForAddress(page, (a) => a === '/home');
    await page.goto(`${game.game.base}/home#reset`);
    const mailsBefore = game.game.mailbox.messages.length;
    await fillField(page, en.reset.email, email);
    await clickButton(page, en.reset.submit);
    await waitForText(page, en.reset.sentTitle);
    await expect.poll(() => game.game.mailbox.messages.length).toBe(mailsBefore + 1);
    const link = mailedLink(email);
    expect(new URL(link).pathname).toMatch(/^\/resetPassword\//);

    await page.goto(`${game.game.base}${new URL(link).pathname}`);
    await waitForAddress(page, (a) => a === '/home#setpassword');
    await fillField(page, en.setPassword.password, 'second-pass');
    await fillField(page, en.setPassword.repeat, 'second-pass');
    await clickButton(page, en.setPassword.submit);
    await waitForText(page, en.setPassword.success);

    // The old password no longer works; the new one does, through the screens.
    const old = await game.game.request('/api/auth/login', {
      method: 'POST',
      json: { email, password: 'first-pass' },
    });
    expect(old.status).toBe(401);
    await page.goto(`${game.game.base}/home#emaillogin`);
    await fillField(page, en.login.email, email);
    await fillField(page, en.login.password, 'second-pass');
    await clickButton(page, en.login.submit);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('numberland:auth:v1') ?? '{}').token);
    expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
  });
});
