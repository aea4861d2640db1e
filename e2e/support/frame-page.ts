// The game inside a partner page's iframe, driven with the same helpers as a page of its own
// (the game driver, the page clock): what runs in the document (evaluate, selectors, waits) goes
// to the frame; scripts for new documents, the keyboard, and request events are the page's (they
// cover every frame, the other origin's too); a mouse click at a point of the frame is a click at
// that point moved by the frame's place on the page.

import type { Frame, Page } from 'puppeteer-core';

/** `frame()` is read at each use: the frame exists only once the partner page has loaded. */
export function framePage(page: Page, frame: () => Frame): Page {
  const offset = async () => {
    const element = await frame().frameElement();
    const box = await element?.boundingBox();
    if (!box) throw new Error('The game frame is not on the page');
    const border = await element!.evaluate((el) => ({ x: el.clientLeft, y: el.clientTop }));
    return { x: box.x + border.x, y: box.y + border.y };
  };
  const mouse = {
    async click(x: number, y: number, options?: Parameters<Page['mouse']['click']>[2]) {
      const at = await offset();
      await page.mouse.click(x + at.x, y + at.y, options);
    },
  };
  const fromPage = new Set<PropertyKey>(['keyboard', 'on', 'off', 'once', 'evaluateOnNewDocument']);
  return new Proxy(page, {
    get(target, property) {
      if (property === 'mouse') return mouse;
      const source: object = fromPage.has(property) ? target : frame();
      const value = Reflect.get(source, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}
