// axe on every screen and modal in the light theme (issue 19), no violation of any impact, and
// the theme choice; the dark theme is accessibility-dark.test.ts (support/access/axe-screens.ts
// says why apart).

import { describe, expect, it } from 'vitest';
import { check, describeAxe, open } from './support/access/axe-screens';
import { dialog, selected } from './support/access/moments';
import { PHONE } from './support/browser';
import { useGameBrowser } from './support/game-browser';

const game = useGameBrowser();

describeAxe(game, 'light');

describe('the theme choice', () => {
  it('Dark in Options turns a light device dark, and the play screen on a phone passes axe', async () => {
    const p = await open(game, { name: 'options', path: '/home#options', act: dialog }, 'light', PHONE);
    try {
      await (await p.page.waitForSelector('aria/Dark[role="radio"]'))!.click();
      await p.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      const stored = await p.page.evaluate(
        () => JSON.parse(localStorage.getItem('numberland:settings:v1')!).theme,
      );
      expect(stored).toBe('dark');
      await p.page.goto(`${game.game.base}/play`);
      await selected(p);
      expect(await p.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect((await check(p)).violations).toEqual([]);
    } finally {
      await p.context.close();
    }
  });
});
