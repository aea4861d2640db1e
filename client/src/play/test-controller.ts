// A play controller for the unit tests only: fresh stores, a fake API, a recording scene bus,
// and the system clock, which the tests fake with Vitest's timers. Puzzles are generated here as
// the server would serve them.

import {
  type DifficultyLevel,
  generate,
  type LandLevel,
  landSlot,
  makePuzzle,
  type SlotNumber,
  type WirePuzzle,
} from '@numberland/engine';
import { afterEach, beforeEach, vi } from 'vitest';
import { create } from 'zustand';
import type { LateScore } from '../api/late-score';
import { createEventBus, type GameEvents } from '../game/events';
import type { SoundName } from '../game/sound-names';
import { createAuthStore } from '../state/auth';
import { createCurrentPuzzleStore } from '../state/current-puzzle';
import { createGameStore } from '../state/game';
import { createProgressStore } from '../state/progress';
import { createSelectionStore } from '../state/selection';
import { createSettingsStore } from '../state/settings';
import { type KeyValueStore, memoryStore } from '../state/storage';
import { type EarlyPuzzle, NO_EARLY_PUZZLE } from './early-puzzle';
import { PlayController } from './play-controller';
import { createPlayPromptStore } from './play-prompts';
import { type PlayApi, type PlayDeps, systemClock } from './ports';
import { createPuzzleLoadStore, type PuzzleQuery } from './puzzle-load';
import { T0 } from './test-game';

/** A puzzle as GET /game serves it for a land's slot. */
export function servedPuzzle(
  level: LandLevel,
  slot: SlotNumber,
  difficulty: DifficultyLevel = 1,
  seed = 7,
): WirePuzzle {
  const { shape } = landSlot(level, slot);
  const made = generate({ shape, orientation: 'landscape', difficulty, seed });
  return makePuzzle(made.puzzle, {
    id: made.id,
    level,
    difficultyLevel: difficulty,
    difficulty: made.difficulty,
    hintsNo: made.hintsNo,
    timeAllowed: made.timeAllowed,
  });
}

type ScorePost = Parameters<PlayApi['postScore']>[0];

export interface FakeApi extends PlayApi {
  readonly queries: PuzzleQuery[];
  readonly posts: ScorePost[];
  readonly gemTotals: number[];
  /** What GET /game answers next. */
  serve: (query: PuzzleQuery) => Promise<WirePuzzle>;
  /** What POST /game/score answers next. */
  answer: PlayApi['postScore'];
  /** The outbox delivering a late answer. */
  deliverLate(late: LateScore): void;
}

export function fakeApi(wire: WirePuzzle): FakeApi {
  const late = new Set<(late: LateScore) => void>();
  const api: FakeApi = {
    queries: [],
    posts: [],
    gemTotals: [],
    serve: async () => wire,
    answer: async () => ({ status: 'queued' }),
    game: (query) => {
      api.queries.push(query);
      return api.serve(query);
    },
    postScore: (post) => {
      api.posts.push(post);
      return api.answer(post);
    },
    setGems: async (gems) => {
      api.gemTotals.push(gems);
      return { status: 'sent', value: { gems } };
    },
    onLateScore: (listener) => {
      late.add(listener);
      return () => late.delete(listener);
    },
    deliverLate: (answer) => {
      for (const listener of [...late]) listener(answer);
    },
  };
  return api;
}

export interface HarnessOptions {
  /** The land's tutorial seen already (no welcome); default true. */
  readonly seen?: boolean;
  readonly token?: string;
  readonly gems?: number;
  /** The API to use instead of the fake one (built from the harness's stores). */
  readonly api?: (stores: TestStores) => PlayApi;
  /** The tab's session storage (one shared by two harnesses is a page reloaded). */
  readonly keptStore?: KeyValueStore;
  /** What the page's entry asked for early (none unless given). */
  readonly early?: EarlyPuzzle;
  /** The page's next task (a resolved promise unless given). */
  readonly nextTask?: () => Promise<void>;
}

export type TestStores = ReturnType<typeof testStores>;

function testStores() {
  const storage = memoryStore();
  return {
    game: createGameStore(),
    prompt: createPlayPromptStore(),
    load: createPuzzleLoadStore(),
    auth: createAuthStore(storage, () => 'device-session-0001'),
    settings: createSettingsStore(storage, 'en'),
    progress: createProgressStore(storage),
    selection: createSelectionStore(storage),
    currentPuzzle: createCurrentPuzzleStore(),
    videoAd: create<{ show: { kind: string } }>(() => ({ show: { kind: 'idle' } })),
  };
}

export function playHarness(wire: WirePuzzle, options: HarnessOptions = {}) {
  const stores = testStores();
  if (options.seen ?? true)
    for (const level of [1, 2, 3] as const) stores.settings.getState().markTutorialSeen(level);
  if (options.token) stores.auth.getState().signIn(options.token);
  if (options.gems !== undefined) stores.auth.getState().setGems(options.gems);
  const fake = fakeApi(wire);
  const bus = createEventBus<GameEvents>();
  const emitted: { name: keyof GameEvents; payload: unknown }[] = [];
  const sounds: SoundName[] = [];
  const tracked: { name: string; data: unknown }[] = [];
  const reports: { message: string; details: Readonly<Record<string, unknown>> }[] = [];
  let games = 0;
  let preloads = 0;
  const deps: PlayDeps = {
    api: options.api ? options.api(stores) : fake,
    early: options.early ?? NO_EARLY_PUZZLE,
    clock: systemClock,
    stores,
    scene: {
      emit: (name, payload) => {
        emitted.push({ name, payload });
        bus.emit(name, payload);
      },
      on: (name, handler) => bus.on(name, handler),
    },
    playSound: (sound) => sounds.push(sound),
    track: (name, data) => tracked.push({ name, data }),
    report: (message, details) => reports.push({ message, details }),
    newSessionId: () => `game-${++games}`,
    preloadEndScreen: () => {
      preloads += 1;
    },
    keptStore: options.keptStore ?? memoryStore(),
    balancePlace: () => ({ x: 10, y: 20 }),
    // The next task is a microtask here: the tests' clock is fake, and settle() lets it pass.
    nextTask: options.nextTask ?? (() => Promise.resolve()),
  };
  const controller = new PlayController(deps);
  return {
    controller,
    stores,
    api: fake,
    bus,
    emitted,
    sounds,
    tracked,
    reports,
    preloads: () => preloads,
    state: () => {
      const state = stores.game.getState().game?.state;
      if (!state) throw new Error('no game set up');
      return state;
    },
    game: () => {
      const game = stores.game.getState().game;
      if (!game) throw new Error('no game set up');
      return game;
    },
  };
}

/** Lets the promises waiting now (a fetch, a post's answer) settle; no time passes. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Nile (Summerland's second slot) as the server serves it at difficulty 1, and its query. */
export const NILE = servedPuzzle(1, 2);
export const NILE_QUERY = { level: 1, shape: 2, difficulty: 1 } as const;

/** Vitest's fake timers, starting at T0, around every test of the file that calls this. */
export function fakeTimersFromT0(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
