// The puzzle scene draws only while something changes. Its pictures are baked (baked-layer.ts) and
// moved only by updates, tweens and timers, so a frame with none of those redraws the same image:
// on a phone without a usable GPU (the Canvas renderer) every such frame still costs a full
// repaint of the canvas on the main thread, each one a task that delays the next tap. So after a
// few still frames the game's loop sleeps, and whatever can change the picture wakes it: a
// message on the bus, a tap or a key anywhere (which may also unlock the sound), a change of the
// element's or window's size (Phaser only looks at the size in a frame), a change of the motion
// setting. A tween or timer started from any of those keeps the loop awake until it ends, so
// animations run at the full frame rate.
//
// A loop held asleep from outside (a hidden page; the end screen over the board: PhaserGame.tsx)
// is not woken here; PhaserGame wakes it when the hold ends.

import * as Phaser from 'phaser';
import { type GameEventName, on } from '../events';
import { isLoopHeld } from '../PhaserGame';

/** Frames drawn with nothing changing before the loop sleeps: the last change is surely on screen. */
export const STILL_FRAMES_BEFORE_SLEEP = 3;

/** The bus messages that can change what the puzzle scene shows or plays. */
const WAKING_EVENTS: readonly GameEventName[] = ['puzzle:update', 'puzzle:hint', 'puzzle:gems', 'sound:play'];

/** Input that may change the picture or unlock the sound (Phaser's unlock is seen in a frame). */
const WAKING_INPUT = ['pointerdown', 'pointerup', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** What keeps a frame from being still: work Phaser does only inside frames. */
export interface SceneActivity {
  readonly tweens: number;
  readonly timers: number;
  readonly loading: boolean;
  /** Sound unlocked by a gesture but not yet announced (Phaser announces it in a frame). */
  readonly soundUnlocking: boolean;
}

export function isStill(activity: SceneActivity): boolean {
  return activity.tweens === 0 && activity.timers === 0 && !activity.loading && !activity.soundUnlocking;
}

/** Phaser's clock keeps its events in private lists; both hold events that are still to fire. */
interface ClockLists {
  readonly _active?: readonly unknown[];
  readonly _pendingInsertion?: readonly unknown[];
}

function activityOf(scene: Phaser.Scene): SceneActivity {
  const clock = scene.time as unknown as ClockLists;
  const sound = scene.sound as Phaser.Sound.BaseSoundManager & { unlocked?: boolean };
  return {
    tweens: scene.tweens.getTweens().length,
    timers: (clock._active?.length ?? 0) + (clock._pendingInsertion?.length ?? 0),
    loading: scene.load.isLoading(),
    soundUnlocking: sound.unlocked === true,
  };
}

/** Puts `scene`'s game loop to sleep while the scene is still; undone when the scene stops. */
export function sleepWhenStill(scene: Phaser.Scene): void {
  let stillFrames = 0;
  const wake = () => {
    stillFrames = 0;
    const game = scene.game;
    if (game && !game.loop.running && !document.hidden && !isLoopHeld(game)) game.loop.wake();
  };
  const afterUpdate = () => {
    if (!isStill(activityOf(scene))) {
      stillFrames = 0;
      return;
    }
    stillFrames++;
    if (stillFrames >= STILL_FRAMES_BEFORE_SLEEP) scene.game.loop.sleep();
  };

  const offs = WAKING_EVENTS.map((name) => on(name, wake));
  // Captured on the document: a tap on React's buttons over the canvas counts too.
  for (const type of WAKING_INPUT) document.addEventListener(type, wake, { capture: true, passive: true });
  window.addEventListener('resize', wake);
  const parent = scene.scale.parent as HTMLElement | null;
  const resizes = typeof ResizeObserver === 'function' && parent ? new ResizeObserver(wake) : undefined;
  if (parent) resizes?.observe(parent);
  scene.registry.events.on(Phaser.Data.Events.CHANGE_DATA, wake);
  scene.events.on(Phaser.Scenes.Events.POST_UPDATE, afterUpdate);

  let listening = true;
  const stop = () => {
    if (!listening) return;
    listening = false;
    for (const off of offs) off();
    for (const type of WAKING_INPUT) document.removeEventListener(type, wake, { capture: true });
    window.removeEventListener('resize', wake);
    resizes?.disconnect();
    scene.registry?.events.off(Phaser.Data.Events.CHANGE_DATA, wake);
    scene.events.off(Phaser.Scenes.Events.POST_UPDATE, afterUpdate);
  };
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  scene.events.once(Phaser.Scenes.Events.DESTROY, stop);
}
