// What the play controller is given (DESIGN.md, "Client": it is unit-tested with a fake API and
// a fake clock): the calls it makes, the clock, the stores it drives or reads, the scene's bus,
// the sound player, analytics and the place to report a problem. play/app-play-controller.ts
// gives it the app's own; the tests give it fakes.

import type { StoreApi } from 'zustand';
import type { Calls } from '../api/calls';
import type { track } from '../app/analytics';
import type { EventBus, GameEvents } from '../game/events';
import type { SoundName } from '../game/sound-names';
import type { AuthState } from '../state/auth';
import type { CurrentPuzzleState } from '../state/current-puzzle';
import type { GameState } from '../state/game';
import type { ProgressStoreState } from '../state/progress';
import type { SelectionState } from '../state/selection';
import type { SettingsState } from '../state/settings';
import type { KeyValueStore } from '../state/storage';
import type { EarlyPuzzle } from './early-puzzle';
import type { PlayPromptState } from './play-prompts';
import type { PuzzleLoadState } from './puzzle-load';

/** The calls of play: the puzzle, the score post and its late answers, the gem total. */
export type PlayApi = Pick<Calls, 'game' | 'postScore' | 'onLateScore' | 'setGems'>;

export type TimerHandle = ReturnType<typeof setTimeout>;

export interface PlayClock {
  now(): number;
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The page's clock, read at each call (so a faked or test clock installed later is the one used). */
export const systemClock: PlayClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

/** A store the controller only reads and listens to. */
export interface ReadableStore<T> {
  getState(): T;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export interface PlayStores {
  readonly game: StoreApi<GameState>;
  readonly prompt: StoreApi<PlayPromptState>;
  readonly load: StoreApi<PuzzleLoadState>;
  readonly auth: StoreApi<AuthState>;
  readonly settings: StoreApi<SettingsState>;
  readonly progress: StoreApi<ProgressStoreState>;
  readonly selection: StoreApi<SelectionState>;
  readonly currentPuzzle: StoreApi<CurrentPuzzleState>;
  /** The video ad: while one is on screen the puzzle is paused. */
  readonly videoAd: ReadableStore<{ readonly show: { readonly kind: string } }>;
}

export interface PlayDeps {
  readonly api: PlayApi;
  /** The puzzle the page's entry asked for when it opened on /play, for the first load to take. */
  readonly early: EarlyPuzzle;
  readonly clock: PlayClock;
  readonly stores: PlayStores;
  /** The bus to the puzzle scene: the state and hint it draws, the actions it sends. */
  readonly scene: Pick<EventBus<GameEvents>, 'emit' | 'on'>;
  readonly playSound: (sound: SoundName) => void;
  readonly track: typeof track;
  /** A problem the player was told of, for the developers: a refused score, say. */
  readonly report: (message: string, details: Readonly<Record<string, unknown>>) => void;
  readonly newSessionId: () => string;
  /** Starts fetching the end screen's code while the finish shows. */
  readonly preloadEndScreen: () => void;
  /** Where a puzzle kept for a lesson survives a reload: the tab's session storage. */
  readonly keptStore: KeyValueStore;
  /** Where the gem balance is, relative to the puzzle scene (the flying gems go there). */
  readonly balancePlace: () => { readonly x: number; readonly y: number } | undefined;
  /** Resolves in the page's next task: a puzzle's arrival is done a piece per task (app/next-task.ts). */
  readonly nextTask: () => Promise<void>;
}
