// The one channel between React and the Phaser scenes (DESIGN.md, "Client"): an interface of event
// names to payloads, `emit` and `on` (which returns its own unsubscribe). React sends commands and
// listens for events; it never reaches into scene objects, and neither side casts.
//
// This module holds no Phaser import, so React can use it before the Phaser chunk has loaded.

import type { LandLevel } from '@numberland/engine';
import type { SceneKey } from './scene-keys';

/** Every event, by name, with its payload. `React → scene` are commands; `scene → React` are news. */
export interface GameEvents {
  /** React → Planet: turn so this land faces the player. */
  'planet:land': { readonly level: LandLevel };
  /** Scene → React: the scene has been created and listens for its commands now. */
  'scene:ready': { readonly scene: SceneKey };
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
