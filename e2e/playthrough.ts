// Every slot of every land at every difficulty the land offers, played through the screen:
// `npm run playthrough [-- --jobs N] [-- --only 2.3]` builds the client, starts the whole game on an
// embedded PostgreSQL of its own, and in headless Chromium (Debian's; CHROMIUM_PATH to override)
// reads each puzzle's id, solves it with the engine, clicks the cells and types or taps the
// digits, and checks the end screen's stars and score against the engine's replay of the game and
// the server's stored result. Then one game with wrong numbers, a smart hint and a reveal, and one
// game lost on errors. Prints a table; exits 1 on any mismatch or failure.
//
// Games alternate between a desktop window and a phone (so the shapes that turn are played both
// ways), and each land's first game meets the land's welcome.

import type { Browser } from 'puppeteer-core';
import { launchBrowser, PHONE } from './support/browser';
import {
  type GameContext,
  playCleanGame,
  playFailedGame,
  playWithMistakesAndAssists,
} from './support/puzzle/games';
import { openPlayer, type PlayerSetup, type Viewport } from './support/puzzle/player';
import { everySlotAndDifficulty, type SlotPick, slotName } from './support/puzzle/slots';
import type { GameOutcome } from './support/puzzle/verify';
import { startStandaloneGame } from './support/standalone-game';

interface Run {
  readonly label: string;
  readonly pick: SlotPick;
  readonly kind: 'clean' | 'assists' | 'failed';
  readonly setup: PlayerSetup & { viewport?: Viewport };
  readonly welcome: boolean;
}

interface Row {
  readonly run: Run;
  readonly outcome?: GameOutcome;
  readonly orientation?: string;
  /** The puzzle id the box showed, when the game broke off before its outcome. */
  readonly shownId?: string;
  readonly problems: readonly string[];
  readonly wallSeconds: number;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function plan(): Run[] {
  const only = argument('--only');
  const picks = everySlotAndDifficulty().filter(
    (p) => !only || `${p.level}.${p.slot}` === only || `${p.level}.${p.slot}.${p.difficulty}` === only,
  );
  const firstOfLand = new Set<string>();
  const runs: Run[] = picks.map((pick, i) => {
    const welcome = !firstOfLand.has(String(pick.level));
    firstOfLand.add(String(pick.level));
    const phone = i % 2 === 1;
    return {
      label: `${pick.level}.${pick.slot} ${slotName(pick)}`,
      pick,
      kind: 'clean',
      welcome,
      setup: {
        selection: pick,
        ...(welcome ? { seenTutorial: { [pick.level]: false } } : {}),
        ...(phone ? { viewport: PHONE } : {}),
      },
    };
  });
  if (!only) {
    const assists: SlotPick = { level: 3, slot: 1, difficulty: 2 };
    const failed: SlotPick = { level: 2, slot: 3, difficulty: 1 };
    runs.push({
      label: `${assists.level}.${assists.slot} ${slotName(assists)} +errors+hint+reveal`,
      pick: assists,
      kind: 'assists',
      welcome: false,
      setup: { selection: assists },
    });
    runs.push({
      label: `${failed.level}.${failed.slot} ${slotName(failed)} (3 errors)`,
      pick: failed,
      kind: 'failed',
      welcome: false,
      setup: { selection: failed, viewport: PHONE },
    });
  }
  return runs;
}

async function play(browser: Browser, game: GameContext, run: Run): Promise<Row> {
  const started = Date.now();
  const player = await openPlayer(browser, run.setup);
  const problems: string[] = [];
  let outcome: GameOutcome | undefined;
  let orientation: string | undefined;
  let shownId = '';
  try {
    if (run.kind === 'clean') outcome = await playCleanGame(player, game, { welcome: run.welcome });
    else if (run.kind === 'assists') {
      const played = await playWithMistakesAndAssists(player, game);
      outcome = played;
      if (!played.warned.hint || !played.warned.reveal)
        problems.push(`first-use warnings shown: ${JSON.stringify(played.warned)}`);
      if (played.engine.score.reductionPercent <= 0) problems.push('hints took nothing off the score');
    } else outcome = await playFailedGame(player, game);
    orientation = await player.page.$eval(
      '[data-testid="puzzle-box"]',
      (el) => (el as HTMLElement).dataset.orientation ?? '?',
    );
    problems.push(...outcome.mismatches);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    shownId = await player.page
      .$eval('[data-testid="puzzle-box"]', (el) => (el as HTMLElement).dataset.puzzleId ?? '')
      .catch(() => '');
  } finally {
    problems.push(...player.errors.map((e) => `page error: ${e}`));
    await player.context.close().catch(() => undefined);
  }
  return {
    run,
    problems,
    wallSeconds: (Date.now() - started) / 1000,
    ...(outcome ? { outcome } : {}),
    ...(orientation ? { orientation } : {}),
    ...(shownId ? { shownId } : {}),
  };
}

const STAR_MARKS = (s: GameOutcome['shown']['stars']) =>
  `${s.time ? 'T' : '-'}${s.finish ? 'F' : '-'}${s.noErrors ? 'N' : '-'}`;

function table(rows: readonly Row[]): string {
  const head = [
    'slot',
    'diff',
    'view',
    'puzzle id',
    'stars',
    'shown',
    'engine',
    'server',
    'play s',
    'wall s',
    'result',
  ];
  const body = rows.map(({ run, outcome, orientation, shownId, problems, wallSeconds }) => [
    run.label + (run.welcome ? ' (welcome)' : ''),
    String(run.pick.difficulty),
    `${run.setup.viewport ? 'phone' : 'desktop'}/${orientation ?? '?'}`,
    outcome?.puzzleId ?? shownId ?? '?',
    outcome ? `${outcome.shown.starCount} ${STAR_MARKS(outcome.shown.stars)}` : '?',
    outcome ? String(outcome.shown.score) : '?',
    outcome ? String(outcome.engine.score.total) : '?',
    outcome ? String(outcome.server.total) : '?',
    outcome ? outcome.engine.playTime.toFixed(1) : '?',
    wallSeconds.toFixed(1),
    problems.length === 0 ? 'ok' : 'MISMATCH',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i >= 5 && i <= 9 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const jobs = Math.max(1, Number(argument('--jobs') ?? 2));
  const runs = plan();
  if (runs.length === 0) throw new Error(`Nothing to play for --only ${argument('--only')}`);
  const began = Date.now();
  const game = await startStandaloneGame(() => {}, { snapshotClient: true });
  const browser = await launchBrowser();
  const rows: Row[] = new Array(runs.length);
  try {
    // `jobs` games at a time, each in a fresh browser context (a new guest).
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < runs.length; i = next++) {
        const row = await play(browser, game, runs[i]!);
        rows[i] = row;
        const status = row.problems.length === 0 ? 'ok' : `MISMATCH\n    ${row.problems.join('\n    ')}`;
        console.error(`[${i + 1}/${runs.length}] ${row.run.label} d${row.run.pick.difficulty}: ${status}`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(jobs, runs.length) }, worker));
  } finally {
    await browser.close();
    await game.close();
  }
  console.log(table(rows));
  console.log(
    'stars: T time, F finish, N no errors; shown = end screen, engine = replay of the posted game, server = scores.score_total',
  );
  const failed = rows.filter((r) => r.problems.length > 0);
  console.log(
    `\n${rows.length} games, ${failed.length} with mismatches, ${((Date.now() - began) / 1000).toFixed(0)} s in all (${jobs} at a time)`,
  );
  for (const row of failed)
    console.log(`\n${row.run.label} d${row.run.pick.difficulty}:\n  ${row.problems.join('\n  ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
