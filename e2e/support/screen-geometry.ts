// What a browser test measures of the play screen: the board's plate and every clickable thing
// in page coordinates (the scene's layout report holds the canvas's; the DOM holds the rest), so
// a test can say that the board did not move and that nothing lies over anything else.

import type { Page } from 'puppeteer-core';
import { BOX, readLayout } from './puzzle/board';

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

export async function playGeometry(page: Page): Promise<PlayGeometry> {
  const layout = await readLayout(page);
  const dom = await page.evaluate((box: string) => {
    // What of an element is in sight: its box, cut by every scrolling or clipping box round it.
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
    const rect = (e: Element, name: string) => ({ name, ...seen(e) });
    const shown = (e: Element) => {
      const r = seen(e);
      const style = getComputedStyle(e);
      return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && !e.closest('.visually-hidden');
    };
    const origin = document.querySelector(box)!.getBoundingClientRect();
    const tray = document.querySelector('[data-testid="play-tray"]');
    const help = [...document.querySelectorAll('[data-testid="hint-panel"], [data-testid="hint-reminder"]')]
      .filter(shown)
      .map((e) => rect(e, e.getAttribute('data-testid') ?? 'help'));
    const buttons = [...document.querySelectorAll('button, a[href]')].filter(shown).map((e) => {
      const words = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ');
      return rect(e, `button "${words.slice(0, 40)}"`);
    });
    const bars = [...document.querySelectorAll('.play__bar, .top-bar')]
      .filter(shown)
      .map((e) => rect(e, e.className));
    return {
      origin: { x: origin.x, y: origin.y },
      tray: tray ? rect(tray, 'tray') : undefined,
      help,
      buttons,
      bars,
      viewport: { width: innerWidth, height: innerHeight },
    };
  }, BOX);
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
