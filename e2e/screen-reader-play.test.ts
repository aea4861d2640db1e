// A whole puzzle played the way a player who cannot see the canvas plays it (issue 19): the
// board read from the accessibility tree (puppeteer's snapshot and ARIA selectors, never the
// canvas or test ids), the numbers the words call for found by the engine from the clues read,
// moved to and typed on the keyboard, to the end screen with the score the engine expects. Then
// the keys H, R, S and N, and the arrows over both halves of a clue.

import { fromId, makePuzzleId } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { readBoard, solveFromWords, treeTexts } from './support/access/aria-board';
import {
  cellNamed,
  confirmWarning,
  focusedCell,
  waitForBoard,
  waitForCell,
  waitForSaid,
} from './support/access/aria-play';
import { DESKTOP, PHONE } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { openPlayer, type PuzzlePlayer, type Viewport } from './support/puzzle/player';
import { catchScorePost } from './support/puzzle/score-post';
import { engineSummary, storedScore } from './support/puzzle/verify';

const game = useGameBrowser();
const keep = closedAfterEach();

async function player(
  slot: { level: 1 | 2 | 3; slot: 1 | 2 | 3 | 4; difficulty: 1 | 2 | 3 | 4 },
  path = '/play',
  viewport: Viewport = DESKTOP,
) {
  const made = keep(await openPlayer(game.browser, { selection: slot, viewport }));
  await made.page.goto(`${game.game.base}${path}`);
  await waitForBoard(made.page, made.clock);
  return made;
}

/** A 2-squares puzzle with a pair clue that shows neither half, so both take notes. */
function blankClueId(): string {
  for (let seed = 1; ; seed++) {
    const id = makePuzzleId({ shape: '2-squares', orientation: 'landscape', difficulty: 2, seed });
    const made = fromId(id);
    if (made.ok && made.value.puzzle.pairClues.some((c) => c.add === 0 && c.mult === 0)) return id;
  }
}

/**
 * The live regions of the page (what a screen reader speaks when it changes) whose words hold
 * `words`: each is one more time the player hears them.
 */
function liveRegionsSaying(words: string): number {
  const live = document.querySelectorAll(
    '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
  );
  // A region inside another is spoken as part of the outer one: only the outermost count.
  return [...live].filter(
    (el) =>
      !el.parentElement?.closest(
        '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
      ) && (el.textContent ?? '').includes(words),
  ).length;
}

/** A player's moment between two keys, on the page's clock. */
const think = (p: PuzzlePlayer) => p.clock?.tick(300);

describe('playing by screen reader and keyboard', () => {
  it('reads the clues, solves the puzzle from them, types every number and hears the result', async () => {
    const p = await player({ level: 1, slot: 2, difficulty: 2 });
    const { page } = p;
    const post = catchScorePost(page);
    const cells = await readBoard(page);
    expect(cells.length).toBeGreaterThan(4);
    const { answer } = solveFromWords(cells);
    const unknown = cells.filter((c) => / unknown/.test(c.name)).map((c) => c.name);
    expect(unknown.length).toBeGreaterThan(0);
    for (const name of unknown) {
      const place = /^row (\d+), column (\d+)/.exec(name)!;
      const value = answer.get(`${place[1]},${place[2]}`)!;
      // The screen reader's user moves to the cell: it takes the focus and is selected.
      await (await cellNamed(page, name)).focus();
      const focused = await waitForCell(page, (c) => c.focused && c.name === name, `focused on ${name}`);
      expect(focused.selected).toBe(true);
      await think(p);
      await page.keyboard.press(String(value) as '1');
      const found = `row ${place[1]}, column ${place[2]}: ${value}`;
      await waitForCell(page, (c) => c.name === found, found);
      const said = (await treeTexts(page)).join(' | ');
      expect(said).toContain(`Right! row ${place[1]}, column ${place[2]} is ${value}.`);
    }
    // Finished: the live region says the result and its score; the end screen comes 2.5 s later.
    const posted = await post.posted;
    const { summary } = engineSummary(posted);
    expect(summary.finishType).toBe('success');
    await p.clock?.tickUntil(() => document.querySelector('[role="dialog"]') !== null, undefined, {
      stepMs: 250,
      maxMs: 10_000,
    });
    await page.waitForSelector('aria/Perfect![role="heading"]', { timeout: 20_000 });
    const texts = await treeTexts(page);
    const total = summary.score.total.toLocaleString('en');
    expect(texts.join(' | ')).toContain(`Perfect! Score: ${summary.score.total}.`);
    const scoreAt = texts.indexOf('Score');
    expect(scoreAt).toBeGreaterThanOrEqual(0);
    expect(texts.slice(scoreAt + 1)).toContain(total);
    const stored = await storedScore(game.game.db, posted.id);
    expect(stored.total).toBe(summary.score.total);
    expect(p.errors).toEqual([]);
  });

  it('arrows reach both halves of a clue; N, S, H and R work from the keyboard', async () => {
    const p = await player({ level: 2, slot: 2, difficulty: 2 }, `/play?id=${blankClueId()}`);
    const { page } = p;
    const cells = await readBoard(page);
    const first = cells.find((c) => / unknown/.test(c.name))!;
    await (await cellNamed(page, first.name)).focus();
    await waitForCell(page, (c) => c.focused && c.selected, 'focused and selected');

    // N turns notes on, a digit is noted, and S enters the only note as the number.
    const { answer } = solveFromWords(cells);
    const place = /^row (\d+), column (\d+)/.exec(first.name)!;
    const value = answer.get(`${place[1]},${place[2]}`)!;
    await page.keyboard.press('n');
    await think(p);
    await page.keyboard.press(String(value) as '1');
    await waitForCell(page, (c) => c.focused && c.name.endsWith(`notes ${value}`), `noted ${value}`);
    expect((await treeTexts(page)).join(' | ')).toContain('Notes on.');
    await page.keyboard.press('s');
    const found = `row ${place[1]}, column ${place[2]}: ${value}`;
    await waitForCell(page, (c) => c.name === found, `${found} after S`);

    // The arrows: from an open square Right or Left onto a clue; in a clue whose halves are both
    // hidden, Down from its sum half to its product half and Up back (the product half could not
    // be reached with the keys before issue 19).
    const next = (await readBoard(page)).find((c) => / unknown/.test(c.name))!;
    await (await cellNamed(page, next.name)).focus();
    await waitForCell(page, (c) => c.focused && c.name === next.name, 'on the next square');
    let onClue: string | undefined;
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'] as const) {
      await page.keyboard.press(key);
      await think(p);
      const now = await focusedCell(page);
      if (now && now.name !== next.name) {
        onClue = now.name;
        break;
      }
    }
    expect(onClue).toMatch(/clue between .*; (sum|product) half$/);
    const open = (await readBoard(page)).find((c) => / sum hidden, product hidden; sum half$/.test(c.name));
    expect(open, 'a clue with both halves hidden').toBeDefined();
    await (await cellNamed(page, open!.name)).focus();
    await waitForCell(page, (c) => c.focused && c.selected && c.name === open!.name, 'on the sum half');
    await page.keyboard.press('ArrowDown');
    const product = open!.name.replace(/; sum half$/, '; product half');
    const lower = await waitForCell(page, (c) => c.focused && c.name === product, 'on the product half');
    expect(lower.selected).toBe(true);
    await think(p);
    await page.keyboard.press('ArrowUp');
    await waitForCell(page, (c) => c.focused && c.selected && c.name === open!.name, 'back on the sum half');

    // H: a smart hint, its words in the live region; R: a reveal on a selected square.
    await (await cellNamed(page, next.name)).focus();
    await waitForCell(page, (c) => c.focused && c.selected, 'selected again');
    await page.keyboard.press('h');
    // The first smart hint is warned of; OK goes on. Its words come in the live region.
    await confirmWarning(page, 'Use a smart hint?');
    await waitForSaid(page, 'Smart hint: ');

    await (await cellNamed(page, next.name)).focus();
    await waitForCell(page, (c) => c.focused && c.selected, 'selected for the reveal');
    await page.keyboard.press('r');
    await confirmWarning(page, 'Reveal a number?');
    const at = /^row (\d+), column (\d+)/.exec(next.name)!;
    const revealed = answer.get(`${at[1]},${at[2]}`)!;
    await waitForSaid(page, `Revealed: row ${at[1]}, column ${at[2]} is ${revealed}.`);
    await waitForCell(
      page,
      (c) => c.name === `row ${at[1]}, column ${at[2]}: ${revealed}, revealed`,
      'revealed',
    );
    expect(p.errors).toEqual([]);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s, each step of a hint is said once, by one live region', async (_, viewport) => {
    const p = await player({ level: 1, slot: 2, difficulty: 2 }, '/play', viewport);
    const { page } = p;
    const cell = (await readBoard(page)).find((c) => / unknown/.test(c.name))!;
    await (await cellNamed(page, cell.name)).focus();
    await waitForCell(page, (c) => c.focused && c.selected, 'selected');
    await page.keyboard.press('h');
    await confirmWarning(page, 'Use a smart hint?');
    const said = await waitForSaid(page, 'Smart hint: ');
    const words = said.slice('Smart hint: '.length);
    expect(words.length).toBeGreaterThan(10);
    // The panel shows the same words, and only the announcer speaks them.
    await page.waitForSelector('[data-testid="hint-panel"]');
    expect(
      await page.$eval('[data-testid="hint-panel"]', (el, w) => el.textContent?.includes(w), words),
    ).toBe(true);
    expect(await page.evaluate(liveRegionsSaying, words)).toBe(1);
    // The next level of the same hint: its words are said once too.
    await page.click('[data-testid="hint-deeper"]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="hint-level"]')?.textContent?.includes('2'),
      { timeout: 10_000 },
    );
    const deeper = (await page.$eval('[data-testid="play-announcer"]', (el) => el.textContent ?? '')).slice(
      'Smart hint: '.length,
    );
    expect(await page.evaluate(liveRegionsSaying, deeper)).toBe(1);
    expect(p.errors).toEqual([]);
  });
});
