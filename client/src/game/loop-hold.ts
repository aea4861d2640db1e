// Whether a game's loop is held asleep from outside its scenes (PhaserGame's `asleep`: another
// renderer animates over it). A scene that sleeps and wakes its own loop (puzzle/frame-sleeper.ts)
// asks here before it wakes it.

import type * as Phaser from 'phaser';

const held = new WeakSet<Phaser.Game>();

export function holdLoop(game: Phaser.Game, hold: boolean): void {
  if (hold) held.add(game);
  else held.delete(game);
}

export function isLoopHeld(game: Phaser.Game): boolean {
  return held.has(game);
}
