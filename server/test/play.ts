// Playing a served puzzle to the end with the engine, as the client will: parse the wire
// puzzle, build the session, enter every number, and produce the score post.

import {
  newGame,
  parsePuzzle,
  play,
  type SessionAction,
  scorePostOf,
  sessionStart,
} from '@numberland/engine';

/** A fixed moment some tests play at (the server refuses games dated outside their serving). */
export const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

export interface PlayOptions {
  /** Wrong numbers tried on the first cell before its right one. */
  readonly wrong?: number;
  /** When the game is made (default: now). */
  readonly at?: number;
  /** Time between one cell's number and the next (default 4 s); the select comes half-way. */
  readonly stepMs?: number;
  /** The first cells revealed (paid assists) rather than entered. */
  readonly reveals?: number;
  /** The balance the game declares it started with (default 500). */
  readonly gems?: number;
}

let lastStart = 0;
/**
 * Now, but never the same millisecond twice: two players served the same puzzle and starting in
 * one millisecond would play one game (the same fingerprint), which no two people ever do.
 */
function uniqueNow(): number {
  lastStart = Math.max(Date.now(), lastStart + 1);
  return lastStart;
}

/** Play the wire puzzle perfectly (or with `wrong` wrong tries first), one number every 4 s. */
export function playWire(wire: unknown, id: string, options: PlayOptions = {}) {
  const stepMs = options.stepMs ?? 4000;
  const parsed = parsePuzzle(wire);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { puzzle, info } = parsed.value;
  const start = sessionStart(
    puzzle,
    { ...info, puzzleId: info.id },
    { id, gems: options.gems ?? 500, startupDelayMs: 0, errorAssist: false },
  );
  if (!start.ok) throw new Error(start.error);
  const t0 = options.at ?? uniqueNow();
  let game = newGame(start.value, t0);
  let now = t0;
  const act = (action: SessionAction) => {
    game = play(game, action, now).game;
  };
  act({ type: 'begin' });
  const solution = start.value.solution;
  for (let m = 0; m < solution.length; m++) {
    now += Math.floor(stepMs / 2);
    act({ type: 'select', cell: puzzle.layout.mysteries[m]! });
    if (m === 0) {
      for (let w = 0, d = 1; w < (options.wrong ?? 0) && d <= 9; d++) {
        if (solution.includes(d)) continue;
        act({ type: 'digit', digit: d });
        now += stepMs;
        w++;
      }
    }
    if (game.state.finishType) break;
    now += stepMs - Math.floor(stepMs / 2);
    act(m < (options.reveals ?? 0) ? { type: 'reveal' } : { type: 'digit', digit: solution[m]! });
  }
  const post = scorePostOf(game);
  if (!post.ok) throw new Error(post.error.message);
  const { level: _level, game: _game, ...summary } = post.value;
  return { post: post.value, summary, state: game.state };
}
