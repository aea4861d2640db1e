// A puzzle kept for a lesson survives a reload (issue 16): kept-game.ts writes it to the tab's
// session storage as data, the served puzzle and the game's record (its start and every timed
// action), and a new page replays the record with the engine to get the same game back, paused.
// The open hint's panel is not kept; the hint itself is in the record, paid for once.

import {
  type Game,
  parsePuzzle,
  replay,
  type SessionStart,
  sessionStart,
  type TimedAction,
  type WirePuzzle,
} from '@numberland/engine';
import type { KeyValueStore } from '../state/storage';
import type { PuzzleQuery, PuzzleSource, ReadyPuzzle } from './puzzle-load';
import { KEPT_GAME_KEY } from './tab-storage';

interface StoredKeptGame {
  readonly query: PuzzleQuery;
  readonly wire: WirePuzzle;
  readonly source: PuzzleSource;
  /** The game's start but its puzzle and solution, which come again from `wire`. */
  readonly start: Omit<SessionStart, 'puzzle' | 'solution'>;
  readonly createdAt: number;
  readonly actions: readonly TimedAction[];
}

export function saveKeptGame(store: KeyValueStore, game: Game, load: ReadyPuzzle): void {
  const { puzzle: _puzzle, solution: _solution, ...start } = game.record.start;
  const stored: StoredKeptGame = {
    query: load.query,
    wire: load.wire,
    source: load.source,
    start,
    createdAt: game.record.createdAt,
    actions: game.record.actions,
  };
  store.setItem(KEPT_GAME_KEY, JSON.stringify(stored));
}

export function forgetKeptGame(store: KeyValueStore): void {
  store.removeItem(KEPT_GAME_KEY);
}

/** The kept game stored in this tab, replayed; none if there is none or it cannot be read. */
export function loadKeptGame(store: KeyValueStore): { game: Game; load: ReadyPuzzle } | undefined {
  const text = store.getItem(KEPT_GAME_KEY);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as StoredKeptGame;
    const read = parsePuzzle(stored.wire);
    if (!read.ok) return undefined;
    const { puzzle, info } = read.value;
    const { id, gems, startupDelayMs, errorAssist } = stored.start;
    // The engine makes the start (and its solution) from the puzzle again; the stored fields win.
    const made = sessionStart(
      puzzle,
      { ...info, puzzleId: stored.wire.puzzleId },
      {
        id,
        gems,
        startupDelayMs,
        errorAssist,
      },
    );
    if (!made.ok) return undefined;
    const record = {
      start: { ...made.value, ...stored.start },
      createdAt: stored.createdAt,
      actions: stored.actions,
    };
    const load: ReadyPuzzle = {
      status: 'ready',
      query: stored.query,
      wire: stored.wire,
      puzzle,
      info,
      source: stored.source,
    };
    return { game: { record, state: replay(record) }, load };
  } catch {
    // Written by another version of the game, or changed by hand: nothing is kept.
    return undefined;
  }
}
