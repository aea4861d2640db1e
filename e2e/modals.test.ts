// Every modal the URL hash names opens as a labelled dialog with the focus inside, and Escape
// closes it, clearing the hash and giving the focus back.

import { describe, expect, it } from 'vitest';
import { MODAL_NAMES } from '../client/src/routing/hash-modals';
import { useGameBrowser, waitForAddress } from './support/game-browser';

const game = useGameBrowser();

/** Modals a guest is not shown: each leads elsewhere (here, the profile asks to sign in first). */
const SIGNED_IN_ONLY = new Set<string>(['profile']);

async function signedInToken(): Promise<string> {
  const name = `modal${Math.random().toString(36).slice(2, 8)}`;
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
  if (answer.status !== 200) throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
  // Today's reward taken: closing the profile would otherwise open #daily (spec section 4).
  const claimed = await game.game.request('/api/user/claim-daily', {
    headers: { authorization: `Bearer ${answer.body.token}` },
  });
  if (claimed.status !== 200) throw new Error(`claim-daily: ${claimed.status}`);
  return answer.body.token;
}

describe('hash modals', () => {
  it.each(MODAL_NAMES.map((name) => [name]))(
    '#%s opens, holds the focus, and closes with Escape',
    async (name) => {
      const { page, errors } = await game.player();
      if (SIGNED_IN_ONLY.has(name)) {
        const token = await signedInToken();
        await page.evaluateOnNewDocument((t: string) => {
          localStorage.setItem('numberland:auth:v1', JSON.stringify({ token: t }));
        }, token);
      }
      await page.goto(`${game.game.base}/home#${name}`);
      const dialog = await page.waitForSelector('[role="dialog"][aria-modal="true"]', { timeout: 10_000 });
      const labelled = await dialog!.evaluate((d) => {
        const title = document.getElementById(d.getAttribute('aria-labelledby') ?? '');
        return { title: title?.textContent?.trim() ?? '', focusInside: d.contains(document.activeElement) };
      });
      expect(labelled.title.length, `#${name} has a title`).toBeGreaterThan(0);
      expect(labelled.focusInside, `#${name} takes the focus`).toBe(true);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 5000 });
      await waitForAddress(page, (a) => !a.includes('#'));
      expect(errors).toEqual([]);
    },
  );
});
