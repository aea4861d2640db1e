// One game on /play driven as a player drives it: start it (through the welcome and the
// countdown), select cells, enter numbers typed or on the pad, ask for a reveal or a smart hint,
// and wait for the end screen. The driver knows the board from the engine, so it knows the
// right and wrong numbers for every cell.

import { PUZZLE_PHASES, parsePuzzleId, puzzleIdLabel, SHAPES } from '@numberland/engine';
import type { Page } from 'puppeteer-core';
import { UI_WAIT_MS } from '../browser';
import { BOX, type BoardOnScreen, boardOf, boxInPhase, phaseOf, waitForCells, waitForPhase } from './board';
import { END, type EndShown, readEndScreen } from './end-screen';
import { clickCell, type InputOptions, padKeys, pressKey, waitForPad } from './input';
import { type LocaleStrings, STRINGS } from './locale';
import { pause } from './pause';
import type { PuzzlePlayer } from './player';
import { clickButtonAnywhere, confirmWarning, waitForDialog } from './prompts';
import { catchScorePost, type PostedScore } from './score-post';

export interface GameDriverOptions extends InputOptions {
  /**
   * Without a test clock, still take THINK_MS of real time per action, so a finished game passes
   * the server's human-pace check (the screenshots play on the real clock and show its answer).
   */
  readonly realPace?: boolean;
}

/**
 * On the test's clock, the time a player takes for each action (a click, a digit): a quick
 * player, well inside every puzzle's time limit, whatever the machine's speed.
 */
export const THINK_MS = 250;
/** On the test's clock, the steps in which time moves while the game waits on its own timers. */
const WAIT_STEP_MS = 250;

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

  /** A driver for the player's page: tapping on a touch screen, reading the player's language. */
  static forPlayer(player: PuzzlePlayer, extra: { readonly realPace?: boolean } = {}): GameDriver {
    return new GameDriver(player.page, {
      touch: player.touch,
      strings: STRINGS[player.language],
      clock: player.clock,
      ...extra,
    });
  }

  /** A player's pause between actions: the test's clock moves on THINK_MS (real time: only at realPace). */
  private async think(): Promise<void> {
    if (this.options.clock) await this.options.clock.tick(THINK_MS);
    else if (this.options.realPace) await pause(THINK_MS);
  }

  /**
   * Wait for `until` to settle while the game's own timers (an outbox retry, say) may need time
   * to pass: on the test's clock, time moves on a step whenever the page has had a moment.
   */
  async whileTimePasses<T>(until: Promise<T>): Promise<T> {
    const { clock } = this.options;
    if (!clock) return until;
    let settled = false;
    const watched = until.finally(() => {
      settled = true;
    });
    while (!settled) {
      await Promise.race([watched.catch(() => undefined), pause(100)]);
      if (!settled) await clock.tick(WAIT_STEP_MS);
    }
    return watched;
  }

  private get strings(): LocaleStrings {
    return this.options.strings ?? STRINGS.en;
  }

  /** The score post of this game (sent when it ends). */
  posted(timeout = UI_WAIT_MS): Promise<PostedScore> {
    return Promise.race([
      this.whileTimePasses(this.post.posted),
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
    await this.open(base, path);
    if (welcome) await this.passWelcome();
    return this.waitForPlay();
  }

  /** Open `path` and wait until the box names its puzzle (the welcome or countdown may follow). */
  async open(base: string, path = '/play'): Promise<void> {
    const { page } = this;
    await page.goto(`${base}${path}`);
    await page
      .waitForSelector(`${BOX}[data-puzzle-id]`, { timeout: 20_000 })
      .catch(async (error: unknown) => {
        const text = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 200));
        throw new Error(`No puzzle id on ${path} within 20 s (the page reads: "${text}"): ${String(error)}`);
      });
  }

  /** Wait for the land's welcome, and check that the game waits for it. */
  async waitForWelcome(): Promise<void> {
    await waitForDialog(this.page, this.strings.playPrompts.welcome.title.split('{{')[0]!);
    // The grid stays hidden and the game waits, loading, until Play.
    if ((await phaseOf(this.page)) !== PUZZLE_PHASES.loading)
      throw new Error('The welcome shows, but the game is not waiting for it');
  }

  /** Wait for the land's welcome and press its Play. */
  async passWelcome(): Promise<void> {
    await this.waitForWelcome();
    await clickButtonAnywhere(this.page, this.strings.playPrompts.welcome.play);
  }

  /** Wait through the countdown into play, and learn the board from the engine. */
  async waitForPlay(): Promise<BoardOnScreen> {
    const { page, options } = this;
    if (options.clock) {
      // The countdown runs on the page's timers: move time on until play begins.
      await page.waitForFunction(
        (box: string, starting: number) =>
          Number(document.querySelector<HTMLElement>(box)?.dataset.phase) >= starting,
        { timeout: 20_000, polling: 'mutation' },
        BOX,
        PUZZLE_PHASES.starting,
      );
      await options.clock.tickUntil(
        (playing: string) => document.querySelector(playing) !== null,
        boxInPhase(PUZZLE_PHASES.playing),
        { stepMs: WAIT_STEP_MS, maxMs: 10_000 },
      );
    }
    await waitForPhase(page, PUZZLE_PHASES.playing, 20_000);
    // On a phone the id label is in the help tray, which comes with the board's first layout.
    await page.waitForSelector('.play__id', { timeout: 10_000 });
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
    if (!label.includes(puzzleIdLabel(puzzleId)))
      throw new Error(`The bar's puzzle label "${label}" does not name the box's puzzle ${puzzleId}`);
    if (!parsePuzzleId(puzzleId).ok) throw new Error(`The box shows a malformed puzzle id "${puzzleId}"`);
    this.board = boardOf(puzzleId, orientation);
    await waitForCells(page, this.board.puzzle);
    return this.board;
  }

  private need(): BoardOnScreen {
    if (!this.board) throw new Error('No game started');
    return this.board;
  }

  async padKeys(): Promise<string[]> {
    return padKeys(this.page);
  }

  /**
   * Click mystery m's cell (an ordinal of the shown layout) and wait for its pad. Another cell
   * still selected (after a wrong number) is clicked again first, which deselects it, so the pad
   * showing afterwards is surely m's.
   */
  async select(m: number): Promise<void> {
    if (this.selected !== undefined && (await this.padKeys()).includes('1')) {
      if (this.selected === m) return;
      const other = await clickCell(this.page, this.need(), this.selected, this.options);
      await waitForPad(this.page, false, `After clicking the selected cell ${other} again`);
    }
    this.selected = undefined;
    const cell = await clickCell(this.page, this.need(), m, this.options);
    await waitForPad(this.page, true, `After clicking cell ${cell} (mystery ${m})`);
    this.selected = m;
    await this.think();
  }

  /** Press a pad key by clicking it. */
  async pressKey(key: string): Promise<void> {
    await pressKey(this.page, key, this.options);
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
      await waitForPad(this.page, false, `After entering the right number ${digit}`);
      this.selected = undefined;
      await this.think();
      return;
    }
    try {
      await this.page.waitForFunction(
        (before: number) =>
          Number(document.querySelector<HTMLElement>('[data-testid="lives"]')?.dataset.lives) === before - 1,
        { timeout: UI_WAIT_MS, polling: 'mutation' },
        livesBefore,
      );
    } catch {
      throw new Error(
        `After the wrong number ${digit}, lives stayed ${await this.lives()} (were ${livesBefore})`,
      );
    }
    await this.think();
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

  /** Reveal mystery m (select, Reveal, confirm the warning); answers whether a warning showed. */
  async reveal(m: number): Promise<boolean> {
    await this.select(m);
    await this.pressKey('reveal');
    // Either the first-use warning shows, or the reveal is done at once (the pad goes).
    const warned = await confirmWarning(
      this.page,
      this.strings.playPrompts.reveal.title,
      this.strings.playPrompts.ok,
      async () => !(await this.padKeys()).includes('1'),
    );
    await waitForPad(this.page, false, `After revealing mystery ${m}`);
    this.selected = undefined;
    await this.think();
    return warned;
  }

  /** The smart hints left, as the bar shows them. */
  async hintsLeft(): Promise<number> {
    return this.page.evaluate((label: string) => {
      const term = [...document.querySelectorAll('.play__facts dt')].find(
        (dt) => dt.textContent?.trim() === label,
      );
      return Number(term?.nextElementSibling?.textContent?.trim());
    }, this.strings.play.hints);
  }

  /** Ask for a smart hint with mystery m selected; answers whether a warning showed. */
  async smartHint(m: number): Promise<boolean> {
    const before = await this.hintsLeft();
    await this.select(m);
    await this.pressKey('hint');
    // Either the first-use warning shows, or the hint is given at once (one fewer left).
    const warned = await confirmWarning(
      this.page,
      this.strings.playPrompts.smartHint.title,
      this.strings.playPrompts.ok,
      async () => (await this.hintsLeft()) === before - 1,
    );
    try {
      await this.page.waitForFunction(
        (label: string, left: number) => {
          const term = [...document.querySelectorAll('.play__facts dt')].find(
            (dt) => dt.textContent?.trim() === label,
          );
          return Number(term?.nextElementSibling?.textContent?.trim()) === left;
        },
        { timeout: UI_WAIT_MS },
        this.strings.play.hints,
        before - 1,
      );
    } catch {
      throw new Error(
        `After a smart hint, the bar still shows ${await this.hintsLeft()} hints left (was ${before})`,
      );
    }
    await this.think();
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

  /** Wait until the bar's clock reads 0 s: the time star is lost, the game goes on. */
  async waitForTimeUp(timeout: number): Promise<void> {
    await this.page.waitForFunction(
      () => document.querySelector('[data-testid="time-left"]')?.textContent?.replace(/\D/g, '') === '0',
      { timeout, polling: 250 },
    );
    // The session's tick at the limit lands within the bar's quarter-second refresh.
    await pause(500);
  }

  /** Wait for the finish and then the end screen. */
  async end(timeout = UI_WAIT_MS): Promise<EndShown> {
    await waitForPhase(this.page, PUZZLE_PHASES.finished, timeout);
    // The end screen comes a moment after the finish, then its stars and its score count up,
    // all on the page's timers: on the test's clock, time moves on until the count is done.
    await this.options.clock?.tickUntil(
      (end: string) => {
        const score = document.querySelector(`${end} .end-score`);
        const shown = score?.querySelector('.end-score__value')?.textContent?.trim() ?? '';
        const total = score?.querySelector('[data-testid="end-score-total"]')?.textContent?.trim() ?? '';
        return shown !== '' && shown === total;
      },
      END,
      { stepMs: WAIT_STEP_MS, maxMs: 15_000 },
    );
    return readEndScreen(this.page, timeout);
  }
}
