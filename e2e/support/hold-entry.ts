// Holding the client's entry script back, so a test sees what the page shows before any module
// runs (the first-paint script's loader or intro) and then lets React take over.

import type { HTTPRequest, Page } from 'puppeteer-core';

/** The built entry chunk (client/dist/assets/index-<hash>.js). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

export interface HeldEntry {
  /** Let the entry script load now; throws when the page never asked for it. */
  release(): Promise<void>;
}

/**
 * Intercepts the page's requests: the entry script waits until `release`, requests whose path
 * matches `blocked` are never answered, the rest go through.
 */
export async function holdEntryScript(page: Page, blocked?: RegExp): Promise<HeldEntry> {
  let held: HTTPRequest | undefined;
  let released = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (blocked?.test(path)) return;
    if (ENTRY.test(path) && !released) {
      held = request;
      return;
    }
    void request.continue();
  });
  return {
    async release() {
      released = true;
      if (!held) throw new Error('the entry script was never asked for');
      await held.continue();
    },
  };
}
