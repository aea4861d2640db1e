// What a browser test measures of the play screen: the board's plate and every clickable thing
// in page coordinates (the scene's layout report holds the canvas's; the DOM holds the rest), so
// a test can say that the board did not move and that nothing lies over anything else.

import type { Page } from 'puppeteer-core';
import { BOX, readLayout } from './puzzle/board';
import type { Viewport } from './puzzle/player';

/** The screens the play screen is composed for: phones, a tablet, a laptop, a large desktop. */
export const SCREEN_SIZES: readonly (Viewport & { readonly name: string })[] = [
  { name: 'small phone', width: 360, height: 640, isMobile: true, hasTouch: true },
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
  { name: 'tablet', width: 768, height: 1024, isMobile: true, hasTouch: true },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
];

export interface Box {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Less than this of overlap is a shared edge, not one thing over another. */
const TOUCH = 0.5;

export function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - TOUCH &&
    b.x < a.x + a.width - TOUCH &&
    a.y < b.y + b.height - TOUCH &&
    b.y < a.y + a.height - TOUCH
  );
}

export function inside(
  inner: Box,
  outer: { width: number; height: number; x?: number; y?: number },
): boolean {
  const ox = outer.x ?? 0;
  const oy = outer.y ?? 0;
  return (
    inner.x >= ox - TOUCH &&
    inner.y >= oy - TOUCH &&
    inner.x + inner.width <= ox + outer.width + TOUCH &&
    inner.y + inner.height <= oy + outer.height + TOUCH
  );
}

/** Every pair of `a` and `b` that overlaps, named. */
export function overlapping(a: readonly Box[], b: readonly Box[]): string[] {
  const found: string[] = [];
  for (const one of a)
    for (const other of b)
      if (one !== other && overlaps(one, other)) found.push(`${one.name} × ${other.name}`);
  return found;
}

export interface PlayGeometry {
  /** The plate under the grid, in page coordinates. */
  readonly plate: Box;
  /** The grid's cells (clue numbers and mysteries) and the pad's keys on screen. */
  readonly cells: readonly Box[];
  readonly keys: readonly Box[];
  /** The help tray, and what shows in it (the panel, the reminder). */
  readonly tray: Box | undefined;
  readonly help: readonly Box[];
  /** The DOM's buttons and links in sight, with their words or labels. */
  readonly buttons: readonly Box[];
  /** The bars over the board. */
  readonly bars: readonly Box[];
  readonly viewport: { readonly width: number; readonly height: number };
}

/** An element on the page: its whole box, and the part of it its scrolling boxes let be seen. */
export interface Sighted {
  readonly name: string;
  readonly full: Box;
  readonly seen: Box;
}

/**
 * The elements matching `selector` that are shown (not hidden, not visually hidden), each named by
 * its label or words (a control) or its test id or class, with what of it is in sight: its box cut
 * by every scrolling or clipping box round it.
 */
export async function inSight(page: Page, selector: string): Promise<Sighted[]> {
  return page.evaluate((selector: string) => {
    const seen = (e: Element) => {
      const r = e.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let up = e.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = up.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, c.left),
          Math.max(top, c.top),
          Math.min(right, c.right),
          Math.min(bottom, c.bottom),
        ];
      }
      return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
    };
    const nameOf = (e: Element) => {
      if (e.matches('button, a[href]')) {
        const words = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '').trim();
        return `button "${words.replace(/\s+/g, ' ').slice(0, 40)}"`;
      }
      return e.getAttribute('data-testid') ?? e.className;
    };
    return [...document.querySelectorAll(selector)]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          getComputedStyle(e).visibility !== 'hidden' &&
          !e.closest('.visually-hidden, [hidden]')
        );
      })
      .map((e) => {
        const name = nameOf(e);
        const r = e.getBoundingClientRect();
        return {
          name,
          full: { name, x: r.x, y: r.y, width: r.width, height: r.height },
          seen: { name, ...seen(e) },
        };
      });
  }, selector);
}

/** What of the matching elements is in sight, leaving out those scrolled or clipped away whole. */
async function seenBoxes(page: Page, selector: string): Promise<Box[]> {
  return (await inSight(page, selector)).map((s) => s.seen).filter((b) => b.width > 1 && b.height > 1);
}

export async function playGeometry(page: Page): Promise<PlayGeometry> {
  const layout = await readLayout(page);
  const [origin, viewport, tray, help, buttons, bars] = await Promise.all([
    page.$eval(BOX, (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y };
    }),
    page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    seenBoxes(page, '[data-testid="play-tray"]'),
    seenBoxes(page, '[data-testid="hint-panel"], [data-testid="hint-reminder"]'),
    seenBoxes(page, 'button, a[href]'),
    seenBoxes(page, '.play__bar, .top-bar'),
  ]);
  const dom = { origin, tray: tray[0] && { ...tray[0], name: 'tray' }, help, buttons, bars, viewport };
  const at = (r: { x: number; y: number; width: number; height: number }, name: string): Box => ({
    name,
    x: r.x + dom.origin.x,
    y: r.y + dom.origin.y,
    width: r.width,
    height: r.height,
  });
  if (!layout.plate) throw new Error('The scene has not reported its board yet');
  return {
    plate: at(layout.plate, 'board'),
    cells: layout.cells.map((c) => at(c, `cell ${c.cell}`)),
    keys: layout.keys.map((k) => at(k, `key ${k.key}`)),
    tray: dom.tray,
    help: dom.help,
    buttons: dom.buttons,
    bars: dom.bars,
    viewport: dom.viewport,
  };
}

/** What lies over what on the play screen: help over the board or the pad, bars over either... */
export function playScreenClashes(g: PlayGeometry): string[] {
  const board = [g.plate, ...g.keys];
  const clashes = [
    ...overlapping(g.buttons, g.buttons),
    ...overlapping(g.tray ? [g.tray] : [], board),
    ...overlapping(g.help, board),
    ...overlapping(g.bars, [...board, ...(g.tray ? [g.tray] : [])]),
    // The tray's own buttons (the panel's, the reminder's) against the board's cells and keys.
    ...overlapping(
      g.buttons.filter((b) => g.tray && inside(b, g.tray)),
      [...g.cells, ...g.keys],
    ),
  ];
  for (const b of [...g.buttons, ...g.keys, g.plate])
    if (!inside(b, g.viewport)) clashes.push(`${b.name} off the screen`);
  for (const h of g.help) if (g.tray && !inside(h, g.tray)) clashes.push(`${h.name} outside the tray`);
  return clashes;
}
