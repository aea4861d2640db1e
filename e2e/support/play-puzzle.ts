// Playing a puzzle through the screen as a player does, for the playthrough test and script: read
// where the scene drew the board (the puzzle box's data-layout), click cells and pad keys, type
// digits, wait for the phases, read the end screen, and check its stars and score against the
// engine's replay of the game and the server's stored result.
//
// No Vitest here: `npm run playthrough` uses this outside the test runner.

import {
  type DifficultyLevel,
  difficultiesOffered,
  ERRORS_ALLOWED,
  fromId,
  LANDS,
  type LandLevel,
  type Puzzle,
  parsePuzzleId,
  reorient,
  replay,
  resultMessage,
  type ScoreSummary,
  type SessionAction,
  type SessionStart,
  SHAPES,
  type SlotNumber,
  scoreSummary,
  solveUnique,
  starCount,
} from '@numberland/engine';
import type { Kysely } from 'kysely';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import type { PuzzleLayoutReport, SceneRect } from '../../client/src/game/events';
import en from '../../client/src/i18n/locales/en.json';
import type { Database } from '../../server/src/db/schema';
import { DESKTOP } from './browser';

export const BOX = '[data-testid="puzzle-box"]';
const DIALOG = '[role="dialog"]';
const END = '[data-testid="end-screen"]';

export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly deviceScaleFactor?: number;
  readonly isMobile?: boolean;
  readonly hasTouch?: boolean;
}

/** One of the 12 slots at one of its land's difficulties. */
export interface SlotPick {
  readonly level: LandLevel;
  readonly slot: SlotNumber;
  readonly difficulty: DifficultyLevel;
}

/** Every slot of every land at every difficulty the land offers, in land, slot, difficulty order. */
export function everySlotAndDifficulty(): SlotPick[] {
  return LANDS.flatMap((land) =>
    ([1, 2, 3, 4] as const).flatMap((slot) =>
      difficultiesOffered(land.level).map((difficulty) => ({ level: land.level, slot, difficulty })),
    ),
  );
}

export function slotName({ level, slot }: Pick<SlotPick, 'level' | 'slot'>): string {
  return LANDS[level - 1]!.slots[slot - 1]!.name;
}

// ---------------------------------------------------------------------------------------------
// Players

export interface PlayerSetup {
  /** What the home screen would have selected: /play fetches a puzzle of it. */
  readonly selection?: SlotPick;
  /** Lands whose welcome counts as seen (default: all three, so the grid shows at once). */
  readonly seenTutorial?: Partial<Record<LandLevel, boolean>>;
}

/** Writes the player's stored settings and selection before the game's first script runs, once. */
export async function prepareStorage(page: Page, setup: PlayerSetup = {}): Promise<void> {
  const seenTutorial = { 1: true, 2: true, 3: true, ...setup.seenTutorial };
  const selection = setup.selection
    ? { level: setup.selection.level, shape: setup.selection.slot, difficulty: setup.selection.difficulty }
    : undefined;
  await page.evaluateOnNewDocument(
    (settings: string, chosen: string | null) => {
      if (localStorage.getItem('numberland:e2e:prepared')) return;
      localStorage.setItem('numberland:e2e:prepared', '1');
      const stored = JSON.parse(localStorage.getItem('numberland:settings:v1') ?? '{}');
      localStorage.setItem('numberland:settings:v1', JSON.stringify({ ...stored, ...JSON.parse(settings) }));
      if (chosen) localStorage.setItem('numberland:selection:v1', chosen);
    },
    JSON.stringify({ seenIntro: true, language: 'en', seenTutorial }),
    selection ? JSON.stringify(selection) : null,
  );
}

export interface PuzzlePlayer {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: string[];
  readonly touch: boolean;
}

/** A fresh player (own storage) in `browser`, reduced motion unless `motion`. */
export async function openPlayer(
  browser: Browser,
  setup: PlayerSetup & { viewport?: Viewport; motion?: boolean } = {},
): Promise<PuzzlePlayer> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const viewport: Viewport = setup.viewport ?? DESKTOP;
  await page.setViewport(viewport);
  if (!setup.motion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await prepareStorage(page, setup);
  return { page, context, errors, touch: viewport.hasTouch === true };
}

// ---------------------------------------------------------------------------------------------
// The score post: what the client sent the server when the game ended

export interface PostedScore extends ScoreSummary {
  readonly level: number;
  readonly game: {
    readonly createdAt: number;
    readonly gems: number;
    readonly startupDelayMs: number;
    readonly errorAssist: boolean;
    readonly actions: readonly { readonly at: number; readonly action: SessionAction }[];
  };
}

/** The first score post the page sends from now on. */
function catchScorePost(page: Page): { readonly posted: Promise<PostedScore>; stop(): void } {
  let resolve: (post: PostedScore) => void = () => {};
  const posted = new Promise<PostedScore>((r) => {
    resolve = r;
  });
  const listener = (request: HTTPRequest) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/game/score')) return;
    const body = request.postData();
    if (body) resolve(JSON.parse(body) as PostedScore);
  };
  page.on('request', listener);
  return { posted, stop: () => page.off('request', listener) };
}

// ---------------------------------------------------------------------------------------------
// The board on screen

export interface BoardOnScreen {
  readonly puzzleId: string;
  readonly orientation: 'landscape' | 'portrait';
  /** The puzzle as the engine makes it from the id, turned the way the screen shows it. */
  readonly puzzle: Puzzle;
  /** Per mystery ordinal of `puzzle.layout`. */
  readonly solution: readonly number[];
  /** Mystery ordinals to find (no given number), in reading order. */
  readonly open: readonly number[];
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function phaseOf(page: Page): Promise<number | undefined> {
  const phase = await page.$eval(BOX, (el) => (el as HTMLElement).dataset.phase);
  return phase === undefined || phase === '' ? undefined : Number(phase);
}

export async function waitForPhase(page: Page, phase: number, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction(
      (box: string, wanted: string) => document.querySelector<HTMLElement>(box)?.dataset.phase === wanted,
      { timeout, polling: 'mutation' },
      BOX,
      String(phase),
    );
  } catch (error) {
    throw new Error(
      `The puzzle never reached phase ${phase} (it is in phase ${await phaseOf(page).catch(() => '?')}): ${String(error)}`,
    );
  }
}

export async function readLayout(page: Page): Promise<PuzzleLayoutReport> {
  const raw = await page.$eval(BOX, (el) => (el as HTMLElement).dataset.layout ?? '');
  return raw ? (JSON.parse(raw) as PuzzleLayoutReport) : { cells: [], halves: [], keys: [] };
}

/** The engine's view of the puzzle the box shows: regenerated from its id, turned as shown. */
export function boardOf(puzzleId: string, orientation: 'landscape' | 'portrait'): BoardOnScreen {
  const made = fromId(puzzleId);
  if (!made.ok)
    throw new Error(`The box shows puzzle id ${puzzleId}, which the engine refuses: ${made.error.message}`);
  const puzzle = reorient(made.value.puzzle, orientation);
  const solution = solveUnique(puzzle);
  if (!solution) throw new Error(`Puzzle ${puzzleId} (${orientation}) does not have exactly one solution`);
  const open = puzzle.givens.flatMap((given, m) => (given === 0 ? [m] : []));
  return { puzzleId, orientation, puzzle, solution, open };
}

/** Where a rectangle of the report is on the page (viewport CSS pixels): its centre. */
async function centreOf(page: Page, rect: SceneRect): Promise<{ x: number; y: number }> {
  const box = await page.$eval(BOX, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top };
  });
  return { x: box.left + rect.x + rect.width / 2, y: box.top + rect.y + rect.height / 2 };
}

/** What is on top at a point: '' for the scene's canvas, else a description of what covers it. */
async function coverAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(
    (px: number, py: number) => {
      const el = document.elementFromPoint(px, py);
      if (!el) return `nothing at (${px}, ${py}) (off the viewport?)`;
      if (el instanceof HTMLCanvasElement && el.closest('#puzzle-scene')) return '';
      const html = el as HTMLElement;
      return `<${el.tagName.toLowerCase()} class="${html.className}"> "${(html.innerText ?? '').slice(0, 60)}"`;
    },
    x,
    y,
  );
}

/** Visible buttons whose text is exactly `text`, anywhere on the page. */
async function hasButton(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (label: string) =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === label && !b.disabled && b.getClientRects().length > 0,
      ),
    text,
  );
}

async function clickButtonAnywhere(page: Page, text: string, timeout = 10_000): Promise<void> {
  const handle = await page.waitForFunction(
    (label: string) =>
      [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === label && !b.disabled && b.getClientRects().length > 0,
      ) ?? null,
    { timeout },
    text,
  );
  await (handle.asElement() as import('puppeteer-core').ElementHandle<Element>).click();
}

export interface GameDriverOptions {
  /** Tap instead of click (a touch screen). */
  readonly touch?: boolean;
}

/**
 * One game on /play: start it, act on the board, finish it. Each method waits until the screen
 * shows that the step was taken, and says what it saw when it does not.
 */
export class GameDriver {
  private readonly post: { readonly posted: Promise<PostedScore>; stop(): void };
  board: BoardOnScreen | undefined;
  /** The mystery this driver selected last, while it may still be selected. */
  private selected: number | undefined;

  constructor(
    readonly page: Page,
    readonly options: GameDriverOptions = {},
  ) {
    this.post = catchScorePost(page);
  }

  /** The score post of this game (sent when it ends). */
  posted(timeout = 15_000): Promise<PostedScore> {
    return Promise.race([
      this.post.posted,
      pause(timeout).then(() => {
        throw new Error(`No score was posted within ${timeout} ms of asking`);
      }),
    ]).finally(() => this.post.stop());
  }

  /**
   * Open `path` (default /play), pass the land's welcome if `welcome` (and check it shows), wait
   * through the countdown, and learn the board from the engine.
   */
  async start(base: string, { path = '/play', welcome = false } = {}): Promise<BoardOnScreen> {
    const { page } = this;
    await page.goto(`${base}${path}`);
    await page
      .waitForSelector(`${BOX}[data-puzzle-id]`, { timeout: 20_000 })
      .catch(async (error: unknown) => {
        const text = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 200));
        throw new Error(`No puzzle id on ${path} within 20 s (the page reads: "${text}"): ${String(error)}`);
      });
    if (welcome) {
      await page.waitForFunction(
        (dialog: string, lead: string) =>
          [...document.querySelectorAll<HTMLElement>(dialog)].some((d) => d.innerText.includes(lead)),
        { timeout: 10_000 },
        DIALOG,
        en.playPrompts.welcome.title.split('{{')[0]!,
      );
      // The grid stays hidden and the game waits in phase 0 until Play.
      if ((await phaseOf(page)) !== 0)
        throw new Error('The welcome shows, but the game is not waiting for it');
      await clickButtonAnywhere(page, en.playPrompts.welcome.play);
    }
    await waitForPhase(page, 2, 20_000);
    const { puzzleId, orientation, label } = await page.$eval(BOX, (el) => {
      const data = (el as HTMLElement).dataset;
      return {
        puzzleId: data.puzzleId ?? '',
        orientation: data.orientation ?? '',
        label: document.querySelector<HTMLElement>('.play__id')?.innerText ?? '',
      };
    });
    if (orientation !== 'landscape' && orientation !== 'portrait')
      throw new Error(`The box's data-orientation is "${orientation}"`);
    if (!label.includes(puzzleId.slice(1)))
      throw new Error(`The bar's puzzle label "${label}" does not name the box's puzzle ${puzzleId}`);
    if (!parsePuzzleId(puzzleId).ok) throw new Error(`The box shows a malformed puzzle id "${puzzleId}"`);
    this.board = boardOf(puzzleId, orientation);
    await this.waitForCells();
    return this.board;
  }

  private need(): BoardOnScreen {
    if (!this.board) throw new Error('No game started');
    return this.board;
  }

  /** Wait until the scene has reported a cell for every cell of the shown layout's shape. */
  private async waitForCells(): Promise<void> {
    const { puzzle } = this.need();
    const wanted = puzzle.layout.mysteries.length;
    try {
      await this.page.waitForFunction(
        (box: string, count: number) => {
          const raw = document.querySelector<HTMLElement>(box)?.dataset.layout;
          if (!raw) return false;
          const report = JSON.parse(raw) as { cells: unknown[] };
          return report.cells.length >= count;
        },
        { timeout: 10_000, polling: 'mutation' },
        BOX,
        wanted,
      );
    } catch {
      const report = await readLayout(this.page);
      throw new Error(
        `The scene reported ${report.cells.length} cells; the puzzle has ${wanted} mysteries (${puzzle.layout.orientation})`,
      );
    }
  }

  private async tapAt(x: number, y: number, what: string): Promise<void> {
    let cover = await coverAt(this.page, x, y);
    // A hint or error explanation over the board is closed as a player would (Got it), and so is
    // the smart-hint reminder bubble (a click on it).
    if (cover && (await hasButton(this.page, en.hintPanel.gotIt))) {
      await clickButtonAnywhere(this.page, en.hintPanel.gotIt);
      await pause(100);
      cover = await coverAt(this.page, x, y);
    }
    const reminder = await this.page.$('.hint-reminder');
    if (cover && reminder) {
      await reminder.click();
      await pause(100);
      cover = await coverAt(this.page, x, y);
    }
    if (cover)
      throw new Error(`Cannot click ${what} at (${x.toFixed(0)}, ${y.toFixed(0)}): ${cover} covers it`);
    if (this.options.touch) await this.page.touchscreen.tap(x, y);
    else await this.page.mouse.click(x, y);
  }

  async padKeys(): Promise<string[]> {
    return (await readLayout(this.page)).keys.map((k) => k.key);
  }

  /** Wait until the pad shows (or not); a mystery's pad has Reveal. */
  private async waitForPad(shown: boolean, why: string, timeout = 5000): Promise<void> {
    try {
      await this.page.waitForFunction(
        (box: string, want: boolean) => {
          const el = document.querySelector<HTMLElement>(box);
          if (el?.dataset.phase === '3') return !want;
          const keys = (JSON.parse(el?.dataset.layout || '{"keys":[]}') as { keys: { key: string }[] }).keys;
          return want ? keys.some((k) => k.key === 'reveal') : keys.length === 0;
        },
        { timeout, polling: 'mutation' },
        BOX,
        shown,
      );
    } catch {
      throw new Error(
        `${why}: the pad ${shown ? 'never showed' : 'stayed'} (keys now: [${(await this.padKeys()).join(', ')}], phase ${await phaseOf(this.page)})`,
      );
    }
  }

  private async clickCell(m: number): Promise<number> {
    const cell = this.need().puzzle.layout.mysteries[m]!;
    const rect = (await readLayout(this.page)).cells.find((c) => c.cell === cell);
    if (!rect) throw new Error(`The layout report has no rectangle for cell ${cell} (mystery ${m})`);
    const { x, y } = await centreOf(this.page, rect);
    await this.tapAt(x, y, `cell ${cell}`);
    return cell;
  }

  /**
   * Click mystery m's cell (an ordinal of the shown layout) and wait for its pad. Another cell
   * still selected (after a wrong number) is clicked again first, which deselects it, so the pad
   * showing afterwards is surely m's.
   */
  async select(m: number): Promise<void> {
    if (this.selected !== undefined && (await this.padKeys()).length > 0) {
      if (this.selected === m) return;
      const other = await this.clickCell(this.selected);
      await this.waitForPad(false, `After clicking the selected cell ${other} again`);
    }
    this.selected = undefined;
    const cell = await this.clickCell(m);
    await this.waitForPad(true, `After clicking cell ${cell} (mystery ${m})`);
    this.selected = m;
  }

  /** Press a pad key by clicking it. */
  async pressKey(key: string): Promise<void> {
    const rect = (await readLayout(this.page)).keys.find((k) => k.key === key);
    if (!rect)
      throw new Error(`The pad shows no "${key}" key (keys: [${(await this.padKeys()).join(', ')}])`);
    const { x, y } = await centreOf(this.page, rect);
    await this.tapAt(x, y, `pad key "${key}"`);
  }

  async lives(): Promise<number> {
    return this.page.$eval('[data-testid="lives"]', (el) => Number((el as HTMLElement).dataset.lives));
  }

  /** Enter a digit in the selected mystery, typed or on the pad; waits for its effect. */
  async enter(digit: number, { via = 'keyboard' as 'keyboard' | 'pad', right = true } = {}): Promise<void> {
    const livesBefore = right ? 0 : await this.lives();
    if (via === 'keyboard') await this.page.keyboard.press(String(digit) as '1');
    else await this.pressKey(String(digit));
    if (right) {
      await this.waitForPad(false, `After entering the right number ${digit}`);
      this.selected = undefined;
      return;
    }
    try {
      await this.page.waitForFunction(
        (before: number) =>
          Number(document.querySelector<HTMLElement>('[data-testid="lives"]')?.dataset.lives) === before - 1,
        { timeout: 5000, polling: 'mutation' },
        livesBefore,
      );
    } catch {
      throw new Error(
        `After the wrong number ${digit}, lives stayed ${await this.lives()} (were ${livesBefore})`,
      );
    }
  }

  /** The right number for mystery m now, and numbers that are wrong there. */
  rightFor(m: number): number {
    return this.need().solution[m]!;
  }

  wrongFor(m: number, count: number): number[] {
    const { puzzle, solution } = this.need();
    // In single-pair either number fits either cell: wrong is what neither cell holds.
    const right = SHAPES[puzzle.layout.shape].unordered ? new Set(solution) : new Set([solution[m]!]);
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !right.has(d)).slice(0, count);
  }

  /** Find mystery m: select it and enter its number. */
  async solve(m: number, via: 'keyboard' | 'pad' = 'keyboard'): Promise<void> {
    await this.select(m);
    await this.enter(this.rightFor(m), { via });
  }

  /** Confirm the first-use warning of Reveal or Hint when it shows (it shows once per player). */
  private async confirmWarning(title: string): Promise<boolean> {
    const shown = await this.page
      .waitForFunction(
        (dialog: string, text: string) =>
          [...document.querySelectorAll<HTMLElement>(dialog)].some((d) => d.innerText.includes(text)),
        { timeout: 3000 },
        DIALOG,
        title,
      )
      .then(() => true)
      .catch(() => false);
    if (shown) await clickButtonAnywhere(this.page, en.playPrompts.ok);
    return shown;
  }

  /** Reveal mystery m (select, Reveal, confirm the warning); answers whether a warning showed. */
  async reveal(m: number): Promise<boolean> {
    await this.select(m);
    await this.pressKey('reveal');
    const warned = await this.confirmWarning(en.playPrompts.reveal.title);
    await this.waitForPad(false, `After revealing mystery ${m}`);
    this.selected = undefined;
    return warned;
  }

  /** The smart hints left, as the bar shows them. */
  async hintsLeft(): Promise<number> {
    return this.page.evaluate((label: string) => {
      const term = [...document.querySelectorAll('.play__facts dt')].find(
        (dt) => dt.textContent?.trim() === label,
      );
      return Number(term?.nextElementSibling?.textContent?.trim());
    }, en.play.hints);
  }

  /** Ask for a smart hint with mystery m selected; answers whether a warning showed. */
  async smartHint(m: number): Promise<boolean> {
    const before = await this.hintsLeft();
    await this.select(m);
    await this.pressKey('hint');
    const warned = await this.confirmWarning(en.playPrompts.smartHint.title);
    try {
      await this.page.waitForFunction(
        (label: string, left: number) => {
          const term = [...document.querySelectorAll('.play__facts dt')].find(
            (dt) => dt.textContent?.trim() === label,
          );
          return Number(term?.nextElementSibling?.textContent?.trim()) === left;
        },
        { timeout: 5000 },
        en.play.hints,
        before - 1,
      );
    } catch {
      throw new Error(
        `After a smart hint, the bar still shows ${await this.hintsLeft()} hints left (was ${before})`,
      );
    }
    return warned;
  }

  /** The hint panel's title while it shows, else ''. */
  async hintPanelTitle(): Promise<string> {
    return this.page.evaluate(() => {
      const title = document.querySelector('[data-testid="hint-panel"] h2')?.cloneNode(true) as
        | HTMLElement
        | undefined;
      for (const icon of title?.querySelectorAll('[aria-hidden="true"]') ?? []) icon.remove();
      return title?.textContent?.trim() ?? '';
    });
  }

  /** Find every open mystery not found yet, typing on even ones and clicking the pad on odd ones. */
  async solveAll(skip: ReadonlySet<number> = new Set()): Promise<void> {
    const { open } = this.need();
    let i = 0;
    for (const m of open) {
      if (skip.has(m)) continue;
      await this.solve(m, i++ % 2 === 0 ? 'keyboard' : 'pad');
    }
  }

  /** Wait for the finish and then the end screen. */
  async end(timeout = 15_000): Promise<EndShown> {
    await waitForPhase(this.page, 3, timeout);
    return readEndScreen(this.page, timeout);
  }
}

// ---------------------------------------------------------------------------------------------
// The end screen

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

/** Wait for the end screen, its score counted up, and read its stars and score. */
export async function readEndScreen(page: Page, timeout = 15_000): Promise<EndShown> {
  await page.waitForSelector(`${END} .end-stars`, { timeout });
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
      { timeout: 5000, polling: 50 },
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

// ---------------------------------------------------------------------------------------------
// Checking the result three ways

/** The summary the engine derives from a posted game, built as the server builds it (verify-score). */
export function engineSummary(
  post: PostedScore,
  actions: PostedScore['game']['actions'] = post.game.actions,
) {
  const made = fromId(post.puzzleId);
  if (!made.ok) throw new Error(`Posted puzzle id ${post.puzzleId}: ${made.error.message}`);
  const start: SessionStart = {
    id: post.id,
    puzzleId: made.value.id,
    puzzle: made.value.puzzle,
    solution: made.value.solution,
    level: post.level as LandLevel,
    difficultyLevel: made.value.key.difficulty,
    difficulty: made.value.difficulty,
    hintsNo: made.value.hintsNo,
    timeAllowed: made.value.timeAllowed,
    gems: post.game.gems,
    startupDelayMs: post.game.startupDelayMs,
    errorAssist: post.game.errorAssist,
  };
  const state = replay({ start, createdAt: post.game.createdAt, actions });
  const summary = scoreSummary(state);
  if (!summary) throw new Error(`Replayed, the posted actions of ${post.id} do not finish the puzzle`);
  return { summary, state };
}

export interface StoredScore {
  readonly total: number;
  readonly finishType: string;
  readonly summary: ScoreSummary;
  readonly actions: PostedScore['game']['actions'];
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The server's row for a game id, once it is there. */
export async function storedScore(db: Kysely<Database>, id: string, timeout = 10_000): Promise<StoredScore> {
  const until = Date.now() + timeout;
  for (;;) {
    const row = await db
      .selectFrom('scores')
      .select(['score_total', 'finish_type', 'summary', 'actions'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row)
      return {
        total: row.score_total,
        finishType: row.finish_type,
        summary: parsed<ScoreSummary>(row.summary),
        actions: parsed<PostedScore['game']['actions']>(row.actions),
      };
    if (Date.now() > until) throw new Error(`The server stored no score with id ${id} within ${timeout} ms`);
    await pause(100);
  }
}

export interface GameOutcome {
  readonly puzzleId: string;
  readonly shown: EndShown;
  readonly engine: ScoreSummary;
  readonly server: StoredScore;
  readonly posted: PostedScore;
  /** Every way the three disagree, and every way the outcome differs from what was expected. */
  readonly mismatches: string[];
}

const TITLE_KEYS = {
  perfect: 'perfect',
  completed: 'completed',
  failed: 'failed',
  'completed-on-time': 'completedOnTime',
  'completed-no-errors': 'completedNoErrors',
} as const;

export interface Expected {
  readonly finishType?: 'success' | 'errors_fail';
  readonly stars?: Partial<StarsShown>;
  readonly errorsMade?: number;
  readonly reveals?: number;
  readonly hints?: number;
}

/**
 * The end screen's stars and score against the engine's replay of the posted game and the
 * server's stored row (and its replay), and against what the game was meant to come to.
 */
export async function checkOutcome(
  driver: GameDriver,
  shown: EndShown,
  db: Kysely<Database>,
  expected: Expected = {},
): Promise<GameOutcome> {
  const posted = await driver.posted();
  const server = await storedScore(db, posted.id);
  const { summary: engine, state } = engineSummary(posted);
  const { summary: serverReplay } = engineSummary(posted, server.actions);
  const mismatches: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      mismatches.push(`${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  const starsOf = (s: ScoreSummary): StarsShown => ({
    time: s.timeStar,
    finish: s.finishedStar,
    noErrors: s.noerrorsStar,
  });
  const board = driver.board;
  if (board) same('puzzle id (box / post)', board.puzzleId, posted.puzzleId);
  same('stars (end screen / engine)', shown.stars, starsOf(engine));
  same('stars (end screen / server)', shown.stars, starsOf(server.summary));
  same('stars (end screen / server replay)', shown.stars, starsOf(serverReplay));
  same('score (end screen / engine)', shown.score, engine.score.total);
  same('score (end screen / server score_total)', shown.score, server.total);
  same('score (end screen / server summary)', shown.score, server.summary.score.total);
  same('score (end screen / server replay)', shown.score, serverReplay.score.total);
  same('finish type (engine / server)', engine.finishType, server.finishType);
  same('summary (posted / engine)', summaryFields(posted), summaryFields(engine));
  same('summary (server / engine)', summaryFields(server.summary), summaryFields(engine));
  same('actions (posted / stored)', posted.game.actions, server.actions);
  same('star count (engine)', shown.starCount, starCount(state.stars));
  const title = en.end.title[TITLE_KEYS[resultMessage(state.stars)]];
  if (!shown.text.includes(title)) mismatches.push(`end screen title: expected "${title}"`);
  if (expected.finishType) same('finish type (expected / engine)', expected.finishType, engine.finishType);
  for (const [star, value] of Object.entries(expected.stars ?? {}))
    same(`${star} star (expected / end screen)`, value, shown.stars[star as keyof StarsShown]);
  if (expected.errorsMade !== undefined)
    same('errors made (expected / engine)', expected.errorsMade, engine.errorsMade);
  if (expected.reveals !== undefined)
    same('reveals (expected / engine)', expected.reveals, engine.score.reveals);
  if (expected.hints !== undefined)
    same('smart hints (expected / engine)', expected.hints, engine.score.hints);
  return { puzzleId: posted.puzzleId, shown, engine, server, posted, mismatches };
}

/** The fields the server checks, without the game id. */
function summaryFields(s: ScoreSummary) {
  const { id: _id, ...rest } = s;
  return {
    puzzleId: rest.puzzleId,
    playTime: rest.playTime,
    score: rest.score,
    startTime: rest.startTime,
    endTime: rest.endTime,
    hintsUsed: rest.hintsUsed,
    timeStar: rest.timeStar,
    noerrorsStar: rest.noerrorsStar,
    finishedStar: rest.finishedStar,
    difficulty: rest.difficulty,
    finishType: rest.finishType,
    errorsMade: rest.errorsMade,
  };
}

// ---------------------------------------------------------------------------------------------
// The games the test and the script play

export interface GameContext {
  readonly base: string;
  readonly db: Kysely<Database>;
}

/** A clean game: every open mystery found, no mistakes, no assists. Three stars expected. */
export async function playCleanGame(
  player: PuzzlePlayer,
  game: GameContext,
  { welcome = false, path = '/play' } = {},
): Promise<GameOutcome> {
  const driver = new GameDriver(player.page, { touch: player.touch });
  await driver.start(game.base, { welcome, path });
  await driver.solveAll();
  const shown = await driver.end();
  return checkOutcome(driver, shown, game.db, {
    finishType: 'success',
    stars: { time: true, finish: true, noErrors: true },
    errorsMade: 0,
    reveals: 0,
    hints: 0,
  });
}

/**
 * Two wrong numbers (one life left), a smart hint and a reveal, each assist's first-use warning
 * confirmed; then the rest found. Needs three open mysteries.
 */
export async function playWithMistakesAndAssists(
  player: PuzzlePlayer,
  game: GameContext,
): Promise<GameOutcome & { warned: { hint: boolean; reveal: boolean }; panels: string[] }> {
  const driver = new GameDriver(player.page, { touch: player.touch });
  const board = await driver.start(game.base);
  if (board.open.length < 3)
    throw new Error(`Puzzle ${board.puzzleId} has only ${board.open.length} open mysteries`);
  const [first, second, third] = board.open as [number, number, number];
  // Two wrong tries in the first cell, then its number.
  await driver.select(first);
  const panels: string[] = [];
  for (const wrong of driver.wrongFor(first, 2)) await driver.enter(wrong, { right: false });
  if ((await driver.lives()) !== ERRORS_ALLOWED - 2)
    throw new Error('Two wrong numbers should leave one life');
  // The error assist explains the wrong number (when the engine finds an explanation).
  panels.push(await driver.hintPanelTitle());
  await driver.enter(driver.rightFor(first), { via: 'pad' });
  // A smart hint on the second, then its number.
  const hint = await driver.smartHint(second);
  await driver.page.waitForSelector('[data-testid="hint-panel"]', { timeout: 5000 });
  panels.push(await driver.hintPanelTitle());
  await driver.solve(second);
  // The third revealed.
  const reveal = await driver.reveal(third);
  await driver.solveAll(new Set([first, second, third]));
  const shown = await driver.end();
  const outcome = await checkOutcome(driver, shown, game.db, {
    finishType: 'success',
    stars: { finish: true, noErrors: false },
    errorsMade: 2,
    reveals: 1,
    hints: 1,
  });
  return { ...outcome, warned: { hint, reveal }, panels };
}

/** Three wrong numbers: the puzzle fails with no stars and no score. */
export async function playFailedGame(player: PuzzlePlayer, game: GameContext): Promise<GameOutcome> {
  const driver = new GameDriver(player.page, { touch: player.touch });
  const board = await driver.start(game.base);
  const [first, second] = board.open as [number, number];
  // One wrong number elsewhere first, so the failure is not all in one cell.
  if (second !== undefined) {
    await driver.select(second);
    await driver.enter(driver.wrongFor(second, 1)[0]!, { right: false });
  }
  await driver.select(first);
  const wrongs = driver.wrongFor(first, second !== undefined ? 2 : 3);
  for (const wrong of wrongs.slice(0, -1)) await driver.enter(wrong, { right: false });
  // The last life: the puzzle ends at once.
  await driver.page.keyboard.press(String(wrongs.at(-1)) as '1');
  const shown = await driver.end();
  const outcome = await checkOutcome(driver, shown, game.db, {
    finishType: 'errors_fail',
    stars: { time: false, finish: false, noErrors: false },
    errorsMade: ERRORS_ALLOWED,
  });
  if (shown.score !== 0) outcome.mismatches.push(`a failed game shows score ${shown.score}, not 0`);
  return outcome;
}
