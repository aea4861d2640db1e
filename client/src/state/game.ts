// The puzzle in play (spec section 3, "Puzzle in play"): the engine's game record and state, the
// smart hint on screen, and what the end screen shows once it is over. Memory only: a puzzle left
// by a reload is lost, as leaving it is (spec section 4, "Exit and welcome").
//
// Every change of the session goes through `act`, which applies the action with the engine and
// keeps it in the record, so the finished game can be posted and replayed by the server.

import {
  type Game,
  newGame,
  play,
  type SessionAction,
  type SessionEvent,
  type SessionStart,
  type SmartHint,
} from '@numberland/engine';
import { create } from 'zustand';
import type { HintOnScreen } from '../game/events';

/** A smart hint or error explanation on screen (what the scene draws), and whether it is gentle. */
export interface HintShown extends HintOnScreen {
  /** A gentle reminder (error assist on a cell tried before): closing it marks the rule-2 word seen. */
  readonly gentle: boolean;
}

/** What the end screen shows, fixed when the game finishes. */
export interface FinishShown {
  readonly gemsBefore: number;
  readonly prize: number;
  /** When the end screen may appear (2.5 s after the finish). */
  readonly showAt: number;
}

export interface GameData {
  readonly game: Game | undefined;
  /** Grows with every action, so views can tell one update from the next. */
  readonly version: number;
  readonly lastEvents: readonly SessionEvent[];
  readonly hint: HintShown | undefined;
  readonly finish: FinishShown | undefined;
}

export interface GameActions {
  /** A new game of `start`, in the loading phase until the scene is set up. */
  setUp(start: SessionStart, now: number): void;
  /** Applies an action now; answers its events (none without a game). */
  act(action: SessionAction, now: number): readonly SessionEvent[];
  showHint(record: SmartHint, gentle: boolean): void;
  /** Shows the next step of the hint on screen; false when it was the last. */
  advanceHint(): boolean;
  /** Shows an earlier step again (the player clicked its message). */
  showHintStep(step: number): void;
  clearHint(): void;
  setFinish(finish: FinishShown): void;
  clear(): void;
}

export type GameState = GameData & GameActions;

const EMPTY: GameData = { game: undefined, version: 0, lastEvents: [], hint: undefined, finish: undefined };

export function createGameStore() {
  return create<GameState>()((set, get) => ({
    ...EMPTY,
    setUp: (start, now) =>
      set((s) => ({ ...EMPTY, game: newGame(start, now), version: s.version + 1, lastEvents: [] })),
    act: (action, now) => {
      const { game } = get();
      if (!game) return [];
      const next = play(game, action, now);
      set((s) => ({ game: next.game, version: s.version + 1, lastEvents: next.events }));
      return next.events;
    },
    showHint: (record, gentle) => set({ hint: { record, step: 0, gentle } }),
    advanceHint: () => {
      const { hint } = get();
      if (!hint || hint.step >= hint.record.steps.length - 1) return false;
      set({ hint: { ...hint, step: hint.step + 1 } });
      return true;
    },
    showHintStep: (step) => {
      const { hint } = get();
      if (!hint || step < 0 || step >= hint.record.steps.length) return;
      set({ hint: { ...hint, step } });
    },
    clearHint: () => set({ hint: undefined }),
    setFinish: (finish) => set({ finish }),
    clear: () => set((s) => ({ ...EMPTY, version: s.version + 1 })),
  }));
}

export const useGame = createGameStore();
