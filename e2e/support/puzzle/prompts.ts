// The game's dialogs and buttons outside the scene: the prompts (welcome, first-use warnings, exit)
// and any button found by its text, as a player finds it.

import type { ElementHandle, Page } from 'puppeteer-core';
import en from '../../../client/src/i18n/locales/en.json';

export const DIALOG = '[role="dialog"]';

/** Visible buttons whose text is exactly `text`, anywhere on the page. */
export async function hasButton(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (label: string) =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === label && !b.disabled && b.getClientRects().length > 0,
      ),
    text,
  );
}

export async function clickButtonAnywhere(page: Page, text: string, timeout = 10_000): Promise<void> {
  const handle = await page.waitForFunction(
    (label: string) =>
      [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === label && !b.disabled && b.getClientRects().length > 0,
      ) ?? null,
    { timeout },
    text,
  );
  await (handle.asElement() as ElementHandle<Element>).click();
}

/** Wait until a dialog shows `text` somewhere in it. */
export async function waitForDialog(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (dialog: string, wanted: string) =>
      [...document.querySelectorAll<HTMLElement>(dialog)].some((d) => d.innerText.includes(wanted)),
    { timeout },
    DIALOG,
    text,
  );
}

/**
 * Confirm the first-use warning of Reveal or Hint (titled `title`) when it shows (it shows once
 * per player); answers whether it showed.
 */
export async function confirmWarning(page: Page, title: string, ok = en.playPrompts.ok): Promise<boolean> {
  const shown = await waitForDialog(page, title, 3000)
    .then(() => true)
    .catch(() => false);
  if (shown) await clickButtonAnywhere(page, ok);
  return shown;
}
