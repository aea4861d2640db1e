// The one channel between React and the Phaser scenes (DESIGN.md, "Client"): an interface of event
// names to payloads, `emit` and `on` (which returns its own unsubscribe). React sends commands and
// listens for events; it never reaches into scene objects, and neither side casts.
//
// This module holds no Phaser import, so React can use it before the Phaser chunk has loaded.

import type { SessionAction, SessionEvent, SessionState, SmartHint } from '@numberland/engine';
import type { SceneKey } from './scene-keys';
import type { SoundName } from './sound-names';

/** How the player wants the board shown (options), beside the state itself. */
export interface PuzzleViewOptions {
  /** Fade the cells that have nothing to do with the selection. */
  readonly dimUnrelated: boolean;
  /** The grid stays hidden until the land's tutorial has been seen. */
  readonly gridVisible: boolean;
}

/** A smart hint or error-assist record on screen, and how far its steps have been shown. */
export interface HintOnScreen {
  readonly record: SmartHint;
  /** The step whose highlights and arrows are drawn (0-based). */
  readonly step: number;
}

/** A rectangle in CSS pixels relative to the scene's element. */
export interface SceneRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the scene drew what can be clicked, for tests and for React overlays placed beside it. */
export interface PuzzleLayoutReport {
  /** Per grid cell shown (absent cells left out): its rectangle. */
  readonly cells: readonly (SceneRect & { readonly cell: number })[];
  /** Clue halves: the rectangle to click to select a clue's add or mult half. */
  readonly halves: readonly (SceneRect & { readonly cell: number; readonly half: 'add' | 'mult' })[];
  /** Number-pad keys and controls, while the pad shows: '1'..'9', 'note', 'erase', 'reveal', 'hint', 'submit-note'. */
  readonly keys: readonly (SceneRect & { readonly key: string })[];
  /** The room kept for the number pad while the board is drawn, whether or not the pad shows. */
  readonly pad?: SceneRect;
  /** The help tray (hints, explanations, the reminder) kept free beside or below the board. */
  readonly tray?: SceneRect;
  /** The plate under the grid: the board's whole picture. */
  readonly plate?: SceneRect;
}

/** Every event, by name, with its payload. `React → scene` are commands; `scene → React` are news. */
export interface GameEvents {
  /** Scene → React: the scene has been created and listens for its commands now. */
  'scene:ready': { readonly scene: SceneKey };
  /**
   * React → Puzzle: the session as it is now, and the events of the action that made it (empty
   * when only the options changed, or when a newly made scene asks for the current state).
   */
  'puzzle:update': {
    readonly state: SessionState;
    readonly events: readonly SessionEvent[];
    readonly options: PuzzleViewOptions;
  };
  /** React → Puzzle: the smart hint or error explanation to draw, or none (cleared). */
  'puzzle:hint': { readonly hint: HintOnScreen | undefined };
  /** React → Puzzle: gems fly from the board to the balance (the special-square bonus, a prize). */
  'puzzle:gems': {
    readonly count: number;
    /** Where they fly to, in CSS pixels relative to the scene's element (the balance); default top right. */
    readonly to?: { readonly x: number; readonly y: number };
  };
  /** Puzzle → React: the player's action, for React to apply to the session. */
  'puzzle:action': { readonly action: SessionAction };
  /** Puzzle → React: the player pressed Reveal or Hint (React checks gems and asks first). */
  'puzzle:assist': { readonly kind: 'reveal' | 'smart-hint' };
  /** Puzzle → React: where the board and the pad were drawn, after every layout. */
  'puzzle:layout': PuzzleLayoutReport;
  /** Either side → the sound player: play a sound now (the options decide whether it is heard). */
  'sound:play': { readonly sound: SoundName };
}

export type GameEventName = keyof GameEvents;
export type Handler<P> = (payload: P) => void;

export interface EventBus<Events extends object> {
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
  /** Calls `handler` on every `name` from now on, until the returned function is called. */
  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void;
  /** How many handlers listen for `name` (for tests and leak checks). */
  listenerCount(name: keyof Events): number;
}

/** A bus of its own (tests; a second game). The app uses the shared one below. */
export function createEventBus<Events extends object>(): EventBus<Events> {
  // Each subscription is its own entry, so one handler subscribed twice is called twice and each
  // unsubscribe removes exactly its own subscription.
  const handlers = new Map<keyof Events, Set<{ readonly call: Handler<never> }>>();

  return {
    emit(name, payload) {
      const entries = handlers.get(name);
      if (!entries) return;
      // A snapshot: handlers that subscribe or unsubscribe while this event is handled take
      // effect from the next emit.
      for (const entry of [...entries]) {
        if (entries.has(entry)) (entry.call as Handler<typeof payload>)(payload);
      }
    },
    on(name, handler) {
      let entries = handlers.get(name);
      if (!entries) {
        entries = new Set();
        handlers.set(name, entries);
      }
      const entry = { call: handler as Handler<never> };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
    listenerCount(name) {
      return handlers.get(name)?.size ?? 0;
    },
  };
}

/** The bus React and the scenes share. */
export const gameEvents: EventBus<GameEvents> = createEventBus<GameEvents>();

export function emit<K extends GameEventName>(name: K, payload: GameEvents[K]): void {
  gameEvents.emit(name, payload);
}

export function on<K extends GameEventName>(name: K, handler: Handler<GameEvents[K]>): () => void {
  return gameEvents.on(name, handler);
}
