// Filling forms as a player does: find the field by its visible label, click, type.

import type { Page } from 'puppeteer-core';
import { UI_WAIT_MS } from './browser';

/** Type `value` into the input whose label reads exactly `label` (inside the open dialog). */
export async function fillField(page: Page, label: string, value: string): Promise<void> {
  const id = await page.waitForFunction(
    (text: string) => {
      const scope = document.querySelector('[role="dialog"]') ?? document;
      const found = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
      return found?.htmlFor || null;
    },
    { timeout: UI_WAIT_MS },
    label,
  );
  const selector = `[id="${await id.jsonValue()}"]`;
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Click the button (inside the open dialog when there is one) whose text is exactly `text`. */
export async function clickButton(page: Page, text: string): Promise<void> {
  const button = await page.waitForFunction(
    (label: string) => {
      const scope = document.querySelector('[role="dialog"]') ?? document;
      return (
        [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === label && !b.disabled) ??
        null
      );
    },
    { timeout: UI_WAIT_MS },
    text,
  );
  await (button.asElement() as import('puppeteer-core').ElementHandle<Element>).click();
}

/** The open dialog's text. */
export async function dialogText(page: Page): Promise<string> {
  return page.evaluate(
    () => (document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText ?? '',
  );
}
