// The puzzle a player leaves for a lesson (issue 16), from a hint's footer or the menu's
// Arithmetic: it pauses and is kept as it is, hint and all, so leaving /play loses nothing and
// asks nothing. Back on /play it comes back, still paused, with the prompt to play on. It is
// also written to the tab's session storage (kept-game-storage.ts), so a reload keeps it.

import { PUZZLE_PHASES, type SessionAction } from '@numberland/engine';
import type { GameData } from '../state/game';
import { forgetKeptGame, loadKeptGame, saveKeptGame } from './kept-game-storage';
import type { PlayDeps } from './ports';
import type { PuzzleLoad, PuzzleQuery } from './puzzle-load';

/** A puzzle left for a lesson, paused, with what was on screen. */
export interface KeptGame {
  readonly game: Pick<GameData, 'game' | 'hint' | 'finish'>;
  readonly load: PuzzleLoad;
}

/** What the kept game needs of the controller. */
export interface KeptGameHooks {
  readonly dispatch: (action: SessionAction) => void;
  readonly closePrompt: () => void;
  /** The puzzle of `query` is the one on screen again: asking for it again keeps it. */
  readonly adoptLoad: (query: PuzzleQuery) => void;
}

export class KeptGameSlot {
  private kept: KeptGame | undefined;

  constructor(
    private readonly deps: PlayDeps,
    private readonly hooks: KeptGameHooks,
  ) {
    // A page reloaded while a puzzle waited for the player: the same game, from this tab's storage.
    const stored = loadKeptGame(deps.keptStore);
    if (stored?.game.state.phase === PUZZLE_PHASES.playing)
      this.kept = { game: { game: stored.game, hint: undefined, finish: undefined }, load: stored.load };
    else forgetKeptGame(deps.keptStore);
  }

  has(): boolean {
    return this.kept !== undefined;
  }

  /** Where the kept puzzle is played: /play with its id, so that exactly this puzzle is kept. */
  path(): string | undefined {
    const load = this.kept?.load;
    return load?.status === 'ready' ? `/play?id=${encodeURIComponent(load.wire.puzzleId)}` : undefined;
  }

  /** Keeps the game in play, paused; only one under way (a countdown or a welcome has nothing to lose). */
  keep(): void {
    const { stores } = this.deps;
    const { game, hint, finish } = stores.game.getState();
    const state = game?.state;
    if (!state || state.phase !== PUZZLE_PHASES.playing) return;
    if (state.pausedAt === 0) this.hooks.dispatch({ type: 'pause' });
    this.hooks.closePrompt();
    const paused = stores.game.getState().game;
    const { load } = stores.load.getState();
    this.kept = { game: { game: paused, hint, finish }, load };
    if (paused && load.status === 'ready') saveKeptGame(this.deps.keptStore, paused, load);
  }

  /** Back on /play: the kept game is the one in play again, paused, and the prompt asks to play on. */
  bringBack(): void {
    const kept = this.kept;
    if (!kept) return;
    this.drop();
    const { game, load, prompt } = this.deps.stores;
    load.getState().set(kept.load);
    // A version past the store's, so every listener sees the kept game as new.
    game.setState((s) => ({ ...kept.game, version: s.version + 1, lastEvents: [] }));
    if (kept.load.status === 'ready') this.hooks.adoptLoad(kept.load.query);
    prompt.getState().open({ kind: 'back-from-lesson' });
  }

  /** Another puzzle is asked for: the kept one is given up. */
  drop(): void {
    this.kept = undefined;
    forgetKeptGame(this.deps.keptStore);
  }
}
