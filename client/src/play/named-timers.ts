// The controller's timers, one per purpose: setting one again replaces it, so each purpose has
// at most one pending, and leaving the screen clears them all.

import type { PlayClock, TimerHandle } from './ports';

export class NamedTimers<Name extends string> {
  private readonly handles = new Map<Name, TimerHandle>();

  constructor(private readonly clock: PlayClock) {}

  /** Runs `run` at the time `at` (at once when it has passed); undefined only clears the timer. */
  at(name: Name, at: number | undefined, run: () => void): void {
    this.clear(name);
    if (at === undefined) return;
    const handle = this.clock.setTimeout(
      () => {
        this.handles.delete(name);
        run();
      },
      Math.max(0, at - this.clock.now()),
    );
    this.handles.set(name, handle);
  }

  clear(name: Name): void {
    const handle = this.handles.get(name);
    if (handle === undefined) return;
    this.clock.clearTimeout(handle);
    this.handles.delete(name);
  }

  clearAll(): void {
    for (const name of [...this.handles.keys()]) this.clear(name);
  }
}
