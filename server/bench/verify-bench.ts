// npm run bench:verify -w server - what one score post costs the server's CPU outside HTTP and
// the database: reading its JSON body, replaying it with the engine (verifyScore), and writing
// its action list back out as the stored row does. Figures, not assertions: µs per post.
//
// The games are Winterland's 6-squares at difficulty 4 (the largest puzzles, as in
// server-bench.ts), played to the end by the engine as a client would (test/play.ts).

import { fromId, makePuzzle } from '@numberland/engine';
import { cachedPuzzles } from '../src/services/puzzle-cache';
import { verifyScore } from '../src/services/verify-score';
import { playWire } from '../test/play';

const IDS = ['B9L4-16', 'B9L4-17', 'B9L4-18'];
const RUNS = 20_000;
const WARMUP = 2_000;

function postFor(id: string): string {
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
  // Through JSON, as the served puzzle reaches a client.
  const wire: unknown = JSON.parse(JSON.stringify(makePuzzle(v.puzzle, info)));
  return JSON.stringify(playWire(wire, `bench-${id}`).post);
}

const bodies = IDS.map(postFor);
const posts = bodies.map((b) => JSON.parse(b));
const load = cachedPuzzles(100);

function microseconds(run: (i: number) => unknown): string {
  for (let i = 0; i < WARMUP; i++) run(i);
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) run(i);
  return (((performance.now() - started) / RUNS) * 1000).toFixed(1);
}

const rows = [
  ['JSON.parse of the body', microseconds((i) => JSON.parse(bodies[i % bodies.length]!))],
  ['verifyScore (replay and compare)', microseconds((i) => verifyScore(posts[i % posts.length], load))],
  [
    'JSON.stringify of the actions',
    microseconds((i) => JSON.stringify(posts[i % posts.length].game.actions)),
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
