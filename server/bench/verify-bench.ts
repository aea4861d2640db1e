// npm run bench:verify -w server - what one score post costs the server's CPU outside HTTP and
// the database: reading its JSON body, replaying it with the engine (verifyScore), and writing
// its steps back out as the stored row does. Figures, not assertions: µs per post.
//
// The games are Winterland's 6-squares at difficulty 4 (the largest puzzles, as in
// server-bench.ts), played to the end by the engine as a client would (test/play.ts).

import { fromId, makePuzzle, scorePostOf } from '@numberland/engine';
import { cachedPuzzles } from '../src/services/puzzle-cache';
import { storedActionsText } from '../src/services/score-rows';
import { verifyScore } from '../src/services/verify-score';
import { playWire, wireGame } from '../test/play';

const IDS = ['B9L4-16', 'B9L4-17', 'B9L4-18'];
const RUNS = 20_000;
const WARMUP = 2_000;

/** The puzzle `id` as served to a client: through JSON, as it reaches one. */
function wireOf(id: string): unknown {
  const made = fromId(id);
  if (!made.ok) throw new Error(made.error.message);
  const v = made.value;
  const info = {
    id: v.id,
    level: 3 as const,
    difficultyLevel: v.key.difficulty,
    difficulty: v.difficulty,
    hintsNo: v.hintsNo,
    timeAllowed: v.timeAllowed,
  };
  return JSON.parse(JSON.stringify(makePuzzle(v.puzzle, info)));
}

function postFor(id: string): string {
  return JSON.stringify(playWire(wireOf(id), `bench-${id}`).post);
}

/**
 * A game that leans on the assists, on a board whose hints are slow to work out: the error assist
 * on, a wrong try, its cell selected again `reselections` times (each time the assist would
 * explain it), every smart hint the puzzle allows, then every number right.
 */
function assistedPost(id: string, reselections: number): string {
  const player = { id: `bench-assisted-${id}`, gems: 5000, startupDelayMs: 0, errorAssist: true };
  const { puzzle, start, act, game } = wireGame(wireOf(id), player, Date.now() - 3_600_000);
  const { solution, hintsNo } = start;
  const [first, second] = puzzle.layout.mysteries;
  act({ type: 'begin' });
  act({ type: 'select', cell: first! }, 1000);
  act({ type: 'digit', digit: solution[0] === 1 ? 2 : 1 }, 1000);
  for (let i = 0; i < reselections; i++) {
    act({ type: 'select', cell: second! }, 20);
    act({ type: 'select', cell: first! }, 20);
  }
  for (let h = 0; h < hintsNo; h++) act({ type: 'smart-hint' }, 1000);
  act({ type: 'deselect' });
  for (const [m, cell] of puzzle.layout.mysteries.entries()) {
    if (game().state.finishType) break;
    act({ type: 'select', cell }, 1000);
    act({ type: 'digit', digit: solution[m]! }, 1000);
  }
  const post = scorePostOf(game());
  if (!post.ok) throw new Error(post.error.message);
  return JSON.stringify(post.value);
}

const bodies = IDS.map(postFor);
const posts = bodies.map((b) => JSON.parse(b));
const load = cachedPuzzles(100);
/** Each post's actions as the replay reads them: what the row's text is written from. */
const replayed = posts.map((p) => verifyScore(p, load).actions);

function microseconds(run: (i: number) => unknown): string {
  for (let i = 0; i < WARMUP; i++) run(i);
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) run(i);
  return (((performance.now() - started) / RUNS) * 1000).toFixed(1);
}

const ASSISTED_RUNS = 20;
const assisted = JSON.parse(assistedPost('D9L4-78', 2000));
function assistedMicroseconds(): string {
  // Throws (a Refusal) unless the game checks out, so the figure is of a whole replay.
  const verified = verifyScore(assisted, load);
  if (verified.summary.hintsUsed === 0) throw new Error('the assisted game used no hint');
  const started = performance.now();
  for (let i = 0; i < ASSISTED_RUNS; i++) verifyScore(assisted, load);
  return (((performance.now() - started) / ASSISTED_RUNS) * 1000).toFixed(1);
}

const rows = [
  ['JSON.parse of the body', microseconds((i) => JSON.parse(bodies[i % bodies.length]!))],
  ['verifyScore (replay and compare)', microseconds((i) => verifyScore(posts[i % posts.length], load))],
  [
    'the stored text of the actions (their steps, as JSON)',
    microseconds((i) =>
      storedActionsText(posts[i % posts.length].game.createdAt, replayed[i % posts.length]!),
    ),
  ],
  [
    `verifyScore of an assisted game (${assisted.game.steps.length} actions: a wrong try selected again 2,000 times with the error assist on, every smart hint; ${ASSISTED_RUNS} runs)`,
    assistedMicroseconds(),
  ],
];
process.stdout.write(
  [
    `score post CPU, node ${process.version}, ${bodies[0]!.length}-byte bodies, ${RUNS} runs each`,
    '',
    '| step | µs per post |',
    '|---|---:|',
    ...rows.map(([step, us]) => `| ${step} | ${us} |`),
    '',
  ].join('\n'),
);
