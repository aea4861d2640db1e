// The end screen: its stars and score, read once the score has counted up to its total.

import type { Page } from 'puppeteer-core';
import { UI_WAIT_MS } from '../browser';

export const END = '[data-testid="end-screen"]';

export interface StarsShown {
  readonly time: boolean;
  readonly finish: boolean;
  readonly noErrors: boolean;
}

export interface EndShown {
  readonly stars: StarsShown;
  readonly starCount: number;
  readonly score: number;
  /** The dialog's text, for its title. */
  readonly text: string;
}

const digitsOf = (text: string) => Number(text.replace(/[^0-9]/g, '') || Number.NaN);

/** Wait until the end screen shows its stars (its score may still be counting up). */
export async function waitForEndScreen(page: Page, timeout = UI_WAIT_MS): Promise<void> {
  await page.waitForSelector(`${END} .end-stars`, { timeout });
}

/** Wait for the end screen, its score counted up, and read its stars and score. */
export async function readEndScreen(page: Page, timeout = UI_WAIT_MS): Promise<EndShown> {
  await waitForEndScreen(page, timeout);
  // The counter has stopped on the total (the total is also there as text for screen readers).
  await page
    .waitForFunction(
      (end: string) => {
        const root = document.querySelector(`${end} .end-score`);
        const shown = root?.querySelector('.end-score__value')?.textContent ?? '';
        const total =
          (root?.querySelector('[data-testid="end-score-total"]') ?? root?.querySelector('.visually-hidden'))
            ?.textContent ?? '';
        return shown !== '' && shown.trim() === total.trim();
      },
      { timeout: UI_WAIT_MS },
      END,
    )
    .catch(() => undefined);
  // No named functions inside page code: tsx (the scripts' runner) would wrap them in a helper the
  // page does not have.
  const read = await page.$eval(END, (dialog) => {
    const [time, finish, noErrors] = ['time', 'finish', 'noErrors'].map(
      (star) => dialog.querySelector(`.end-star--${star}`)?.classList.contains('end-star--earned') ?? false,
    );
    return {
      stars: { time: time!, finish: finish!, noErrors: noErrors! },
      earnedCount: dialog.querySelectorAll('.end-star--earned').length,
      total:
        (
          dialog.querySelector('[data-testid="end-score-total"]') ??
          dialog.querySelector('.end-score .visually-hidden')
        )?.textContent ?? '',
      counter: dialog.querySelector('.end-score__value')?.textContent ?? '',
      text: (dialog as HTMLElement).innerText,
    };
  });
  const score = digitsOf(read.total);
  const counter = digitsOf(read.counter);
  if (counter !== score)
    throw new Error(`The end screen's counter stopped at ${read.counter}, its total is ${read.total}`);
  const count = Number(read.stars.time) + Number(read.stars.finish) + Number(read.stars.noErrors);
  if (count !== read.earnedCount)
    throw new Error(`The end screen shows ${read.earnedCount} earned stars, named ${count}`);
  return { stars: read.stars, starCount: count, score, text: read.text };
}
