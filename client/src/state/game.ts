// The puzzle in play (spec section 3, "Puzzle in play"): the engine's game record and state, the
// smart hint on screen, and what the end screen shows once it is over. Memory only: a puzzle left
// by a reload is lost, as leaving it is (spec section 4, "Exit and welcome").
//
// Every change of the session goes through `act`, which applies the action with the engine and
// keeps it in the record, so the finished game can be posted and replayed by the server. The
// play controller (play/play-controller.ts) is the one writer; components read.

import {
  type Game,
  type HintLevel,
  hasLevels,
  hintLevel,
  newGame,
  PUZZLE_PHASES,
  play,
  type SessionAction,
  type SessionEvent,
  type SessionStart,
  type SmartHint,
} from '@numberland/engine';
import { create } from 'zustand';
import type { HintOnScreen } from '../game/events';

/**
 * A smart hint or error explanation on screen (what the scene draws), and whether it is gentle.
 * A smart hint comes in levels (engine `hintLevel`): `record` is what its level shows, `full` the
 * whole hint; the player paid for it once, and looking deeper is free.
 */
export interface HintShown extends HintOnScreen {
  /** A gentle reminder (error assist on a cell tried before): closing it marks the rule-2 word seen. */
  readonly gentle: boolean;
  /** The whole record, every level of it. */
  readonly full: SmartHint;
  /** 1 the nudge, 2 the reasoning, 3 the answer; an error explanation shows whole (3). */
  readonly level: HintLevel;
}

/** A record on screen at its first level: a smart hint's nudge, an explanation whole. */
export function hintShownOf(record: SmartHint, gentle: boolean): HintShown {
  const level: HintLevel = hasLevels(record) ? 1 : 3;
  return { record: hintLevel(record, level), full: record, step: 0, gentle, level };
}

/** The hint one level deeper: the reasoning played from its start, or the answer after it. */
export function deeperHint(hint: HintShown): HintShown {
  if (hint.level === 3) return hint;
  const level: HintLevel = hint.level === 1 ? 2 : 3;
  const record = hintLevel(hint.full, level);
  // The answer is shown at once, after the reasoning already read.
  const step = level === 3 ? record.steps.length - 1 : 0;
  return { ...hint, record, step, level };
}

/** What became of the finished game's score post, as the end screen tells it. */
export type ScoreStatus =
  | { readonly kind: 'sending' }
  | { readonly kind: 'saved' }
  /** No answer yet: the post waits in the outbox and goes when the server is back. */
  | { readonly kind: 'waiting' }
  /** The server refused it (a 422 score-mismatch: engine and server disagree). */
  | { readonly kind: 'refused'; readonly code: string };

/** What the end screen shows, set when the game finishes; the score post's answer may change it. */
export interface FinishShown {
  readonly gemsBefore: number;
  readonly prize: number;
  /** When the end screen may appear (2.5 s after the finish). */
  readonly showAt: number;
  /** Whether that moment has come. */
  readonly due: boolean;
  readonly score: ScoreStatus;
  /** The solved puzzle is on show instead of the end screen (at 0 stars). */
  readonly showingPuzzle: boolean;
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
  /** Shows the hint on screen one level deeper (free: the hint is paid for once). */
  deepenHint(): void;
  /** Shows the next step of the hint on screen; false when it was the last. */
  advanceHint(): boolean;
  /** Shows an earlier step again (the player clicked its message). */
  showHintStep(step: number): void;
  clearHint(): void;
  setFinish(finish: FinishShown): void;
  /** Changes the finish shown (nothing without one). */
  updateFinish(change: Partial<FinishShown>): void;
  clear(): void;
}

export type GameState = GameData & GameActions;

const EMPTY: GameData = { game: undefined, version: 0, lastEvents: [], hint: undefined, finish: undefined };

/** Whether the end screen shows now: a finished (not abandoned) game, 2.5 s after its finish. */
export function endScreenDue(s: GameData): boolean {
  const state = s.game?.state;
  return s.finish?.due === true && state?.phase === PUZZLE_PHASES.finished && !state.abandoned;
}

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
    showHint: (record, gentle) => set({ hint: hintShownOf(record, gentle) }),
    deepenHint: () => {
      const { hint } = get();
      if (hint && hint.level < 3) set({ hint: deeperHint(hint) });
    },
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
    updateFinish: (change) => {
      const { finish } = get();
      if (finish) set({ finish: { ...finish, ...change } });
    },
    clear: () => set((s) => ({ ...EMPTY, version: s.version + 1 })),
  }));
}

export const useGame = createGameStore();
