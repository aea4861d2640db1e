// Playing a served puzzle to the end with the engine, as the client will: parse the wire
// puzzle, build the session, enter every number, and produce the score post.

import {
  type Game,
  newGame,
  type PlayerSetup,
  type PostedGame,
  type Puzzle,
  parsePuzzle,
  play,
  readPostedActions,
  type ScorePost,
  type SessionAction,
  type SessionStart,
  scorePostOf,
  sessionStart,
  type TimedAction,
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

/** A session on a served (wire) puzzle and a hand that plays it: what a client does with one. */
export interface WireGame {
  readonly puzzle: Puzzle;
  readonly start: SessionStart;
  /** Play `action` `afterMs` after the one before (the first, after the game was made). */
  act(action: SessionAction, afterMs?: number): void;
  readonly game: () => Game;
}

/** The wire puzzle parsed, its session started for `player` and its game made at `t0`. */
export function wireGame(wire: unknown, player: PlayerSetup, t0: number): WireGame {
  const parsed = parsePuzzle(wire);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { puzzle, info } = parsed.value;
  const start = sessionStart(puzzle, { ...info, puzzleId: info.id }, player);
  if (!start.ok) throw new Error(start.error);
  let game = newGame(start.value, t0);
  let now = t0;
  return {
    puzzle,
    start: start.value,
    act(action, afterMs = 0) {
      now += afterMs;
      game = play(game, action, now).game;
    },
    game: () => game,
  };
}

/** Play the wire puzzle perfectly (or with `wrong` wrong tries first), one number every 4 s. */
export function playWire(wire: unknown, id: string, options: PlayOptions = {}) {
  const stepMs = options.stepMs ?? 4000;
  const player = { id, gems: options.gems ?? 500, startupDelayMs: 0, errorAssist: false };
  const { puzzle, start, act, game } = wireGame(wire, player, options.at ?? uniqueNow());
  act({ type: 'begin' });
  const { solution } = start;
  const half = Math.floor(stepMs / 2);
  for (let m = 0; m < solution.length; m++) {
    act({ type: 'select', cell: puzzle.layout.mysteries[m]! }, half);
    // Each wrong try comes a step after the one before it; the first with the select.
    let tried = 0;
    if (m === 0) {
      for (let d = 1; tried < (options.wrong ?? 0) && d <= 9; d++) {
        if (solution.includes(d)) continue;
        act({ type: 'digit', digit: d }, tried > 0 ? stepMs : 0);
        tried++;
      }
    }
    if (game().state.finishType) break;
    const answer: SessionAction =
      m < (options.reveals ?? 0) ? { type: 'reveal' } : { type: 'digit', digit: solution[m]! };
    act(answer, (tried > 0 ? stepMs : 0) + stepMs - half);
  }
  const post = scorePostOf(game());
  if (!post.ok) throw new Error(post.error.message);
  const { level: _level, game: _game, ...summary } = post.value;
  return { post: post.value, summary, state: game().state };
}

/** A post's actions as the engine reads them (from its steps, or its action objects). */
export function postedActions(post: ScorePost): TimedAction[] {
  const read = readPostedActions(post.game as PostedGame['game']);
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/**
 * The post as a client made it before steps (one kept on a device while offline still is): the
 * same game with its actions as objects, {at, action}.
 */
export function withActionObjects(post: ScorePost) {
  const { steps: _steps, ...start } = post.game;
  return { ...post, game: { ...start, actions: postedActions(post) } };
}
