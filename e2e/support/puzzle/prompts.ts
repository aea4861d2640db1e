// The game's dialogs and buttons outside the scene: the prompts (welcome, first-use warnings, exit)
// and any button found by its text, as a player finds it.

import type { ElementHandle, Page } from 'puppeteer-core';
import { UI_WAIT_MS } from '../browser';

/**
 * The app's dialogs; not the land's welcome the first-paint script draws before the app has
 * loaded (client/src/boot/first-paint-welcome.ts), which the app's welcome takes over.
 */
export const DIALOG = '[role="dialog"]:not(#first-paint-welcome *)';

/**
 * Whether the focus goes into `dialog` (a selector, or the dialog itself) within UI_WAIT_MS. A
 * dialog takes it in the task after the one that shows it (client/src/ui/useFocusTrap.ts), so a
 * test waits for it rather than reading it the instant the dialog appears.
 */
export async function focusGoesInto(page: Page, dialog: string | ElementHandle<Element>): Promise<boolean> {
  return page
    .waitForFunction(
      (d: string | Element) =>
        (typeof d === 'string' ? document.querySelector(d) : d)?.contains(document.activeElement) === true,
      { timeout: UI_WAIT_MS },
      dialog,
    )
    .then(
      () => true,
      () => false,
    );
}

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

export async function clickButtonAnywhere(page: Page, text: string, timeout = UI_WAIT_MS): Promise<void> {
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
export async function waitForDialog(page: Page, text: string, timeout = UI_WAIT_MS): Promise<void> {
  await page.waitForFunction(
    (dialog: string, wanted: string) =>
      [...document.querySelectorAll<HTMLElement>(dialog)].some((d) => d.innerText.includes(wanted)),
    { timeout },
    DIALOG,
    text,
  );
}

/**
 * After pressing Reveal or Hint: confirm its first-use warning (titled `title`) if that is what
 * shows, or else see the action `done` at once (the warning shows once per player). Answers
 * whether the warning showed. Waits for one or the other, however slow the page.
 */
export async function confirmWarning(
  page: Page,
  title: string,
  ok: string,
  done: () => Promise<boolean>,
  timeout = UI_WAIT_MS,
): Promise<boolean> {
  const until = Date.now() + timeout;
  const warningShows = () =>
    page.evaluate(
      (dialog: string, wanted: string) =>
        [...document.querySelectorAll<HTMLElement>(dialog)].some((d) => d.innerText.includes(wanted)),
      DIALOG,
      title,
    );
  for (;;) {
    if (await warningShows()) {
      await clickButtonAnywhere(page, ok);
      return true;
    }
    if (await done()) return false;
    if (Date.now() > until) throw new Error(`Neither the warning "${title}" nor the action's effect showed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
