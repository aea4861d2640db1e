// A Phaser game inside React (DESIGN.md, "Client"): created once into this component's element
// and destroyed when it unmounts. Phaser and the scenes arrive by dynamic import, so the first
// screen never waits for them; until the game draws, whatever is behind the element shows.
// A game that only decorates (`start="idle"`) is not even fetched until the page has loaded and
// the browser is idle; the puzzle's (`start="painted"`) once the screen it comes with has been
// painted. Phaser's start-up is cut into short tasks (its modules a part at a time, the game's
// boot; the renderer's probe in a worker where it can; its audio at the first gesture): the first
// paint and a tap never wait long behind it.
//
// The game is made once per mount from the props it mounted with: later props are ignored (a
// game is not rebuilt on a re-render). Under React's StrictMode the first mount is undone before
// the imports resolve, so only one game is ever made. Talk to the scenes through game/events.ts.
//
// The renderer: WebGL on a GPU, Canvas when the browser would draw WebGL in software (renderer.ts);
// `softwareConfig` is laid over the config then (a lower frame rate, say).
//
// A hidden page costs nothing. Phaser's loop runs on requestAnimationFrame, which browsers stop in
// hidden tabs, and Phaser hears visibilitychange (core/VisibilityHandler) only to keep its clock
// from jumping. Here the loop is also put to sleep while the page is hidden, so no frame is drawn
// whatever the browser's policy, and woken when it is shown.

import type * as Phaser from 'phaser';
import { useEffect, useRef } from 'react';
import { nextTask } from '../app/next-task';
import { idle, pageLoaded } from '../app/when-idle';
import { audioAtStart, giveAudioAtGesture } from './late-audio';
import { webGLSupportOffThePage } from './renderer';

/** Everything of a game's config except where it mounts and its scenes, which the component sets. */
export type PhaserGameConfig = Omit<Phaser.Types.Core.GameConfig, 'parent' | 'scene'>;

export interface PhaserGameProps {
  /** The scenes in start order, loaded on demand: `() => import('./my-scenes').then((m) => m.SCENES)`. */
  readonly loadScenes: () => Promise<readonly Phaser.Types.Scenes.SceneType[]>;
  /** Beside the defaults: a transparent canvas that fills the element. */
  readonly config?: PhaserGameConfig;
  /** Laid over `config` when there is no GPU to draw with (the Canvas renderer is used then). */
  readonly softwareConfig?: PhaserGameConfig;
  readonly id?: string;
  readonly className?: string;
  /**
   * Stops the game's loop while true (another renderer animates over it: the end screen's
   * celebration). Unlike the other props, this one is followed after the game is made.
   */
  readonly asleep?: boolean;
  /**
   * 'now' (the default): fetch and make the game at once; 'painted': once the page has painted
   * what it shows now and is idle (the game's fetch does not share the connection with that
   * paint); 'idle': after the page's load, when idle.
   */
  readonly start?: 'now' | 'painted' | 'idle';
}

/**
 * The games held asleep from outside their scenes (`asleep`: another renderer animates over it). A
 * scene that sleeps and wakes its own loop (puzzle/frame-sleeper.ts) leaves a held loop asleep.
 */
const held = new WeakSet<Phaser.Game>();

function holdLoop(game: Phaser.Game, hold: boolean): void {
  if (hold) held.add(game);
  else held.delete(game);
}

export function isLoopHeld(game: Phaser.Game): boolean {
  return held.has(game);
}

/** Resolves at the start of the browser's next frame. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Resolves after the browser's next paint has been shown, once it is idle: a frame reaches the
 * screen a little after its main-thread work (raster, compositing), so a second frame is waited
 * for, and the page may have more to render first.
 */
function afterNextPaint(): Promise<void> {
  return nextFrame().then(nextFrame).then(nextTask).then(idle);
}

/**
 * Reads Phaser's namespace a part at a time, a task each, the game's constructor last. The build's
 * Phaser (client/phaser-build) requires a part's modules when it is first read, so their
 * evaluation is spread over these tasks instead of one long one; the dev server's full bundle has
 * every part already, and reading costs nothing.
 */
async function readInParts(
  phaser: typeof Phaser,
  between: () => Promise<void>,
  cancelled: () => boolean,
): Promise<void> {
  const parts = Object.keys(phaser).filter((name) => name !== 'Game');
  for (const name of [...parts, 'Game']) {
    if (cancelled()) return;
    void (phaser as unknown as Record<string, unknown>)[name];
    await between();
  }
}

/** Resolves once the page's load event has passed and then the browser is idle. */
function afterLoadWhenIdle(): Promise<void> {
  return pageLoaded().then(idle);
}

/** Why an idle start stopped: the component went before the page was idle. */
const CANCELLED = Symbol('cancelled');

export function gameConfig(
  phaser: typeof Phaser,
  parent: HTMLElement,
  scenes: readonly Phaser.Types.Scenes.SceneType[],
  config: PhaserGameConfig = {},
  hardware = true,
): Phaser.Types.Core.GameConfig {
  return {
    // Named, not AUTO: AUTO would have Phaser make a WebGL context of its own to test (phaser-build).
    type: hardware ? phaser.WEBGL : phaser.CANVAS,
    transparent: true,
    banner: false,
    // Taking focus on boot would pull it away from the page (and from an embedding site).
    autoFocus: false,
    ...config,
    scale: {
      mode: phaser.Scale.RESIZE,
      width: '100%',
      height: '100%',
      // The element is sized by the page's CSS; Phaser must not change its parents' heights.
      expandParent: false,
      ...config.scale,
      parent,
    },
    scene: [...scenes],
  };
}

export function PhaserGame({
  loadScenes,
  config,
  softwareConfig,
  id,
  className,
  asleep = false,
  start = 'now',
}: PhaserGameProps) {
  const host = useRef<HTMLDivElement>(null);
  const current = useRef<Phaser.Game | undefined>(undefined);
  const sleeping = useRef(asleep);
  // What the game is made from: the props of the first render (a game is never rebuilt).
  const initial = useRef({ loadScenes, config, softwareConfig, start });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    let cancelled = false;
    let game: Phaser.Game | undefined;
    let stopWaitingForAudio: (() => void) | undefined;
    const { loadScenes, config, softwareConfig, start } = initial.current;
    const later = start === 'idle';
    const waited = later ? afterLoadWhenIdle() : start === 'painted' ? afterNextPaint() : Promise.resolve();
    waited
      .then(() =>
        cancelled
          ? Promise.reject(CANCELLED)
          : Promise.all([import('phaser'), loadScenes(), webGLSupportOffThePage()]),
      )
      .then(async (loaded) => {
        // Phaser's modules and the game's boot each take tasks of their own, so a tap waiting in
        // between is answered first and no task is much longer than the slowest of them; the
        // renderer's probe runs off the page meanwhile (renderer.ts). The game's audio waits for
        // the first gesture (late-audio.ts).
        const between = () => (later && !cancelled ? idle() : nextTask());
        await between();
        await readInParts(loaded[0], nextTask, () => cancelled);
        await between();
        return loaded;
      })
      .then(([phaser, scenes, support]) => {
        if (cancelled) return;
        const hardware = support === 'hardware';
        const { audio, later: audioLater } = audioAtStart(config?.audio);
        const withAudio = { ...config, audio };
        const chosen = hardware ? withAudio : { ...withAudio, ...softwareConfig };
        const made = new phaser.Game(gameConfig(phaser, parent, scenes, chosen, hardware));
        if (audioLater) stopWaitingForAudio = giveAudioAtGesture(phaser, made);
        made.events.on(phaser.Core.Events.HIDDEN, () => made.loop.sleep());
        made.events.on(phaser.Core.Events.VISIBLE, () => {
          if (!sleeping.current) made.loop.wake();
        });
        holdLoop(made, sleeping.current);
        game = made;
        current.current = made;
      })
      .catch((error: unknown) => {
        if (error === CANCELLED) return;
        // Without the game the page still works; the background stays as it was.
        console.warn('The game could not be loaded.', error);
      });
    return () => {
      cancelled = true;
      stopWaitingForAudio?.();
      // Phaser finishes a destroy on its next frame (so a sleeping loop is woken), then removes
      // its canvas.
      if (game && !game.loop.running && game.isRunning) game.loop.wake();
      game?.destroy(true);
      game = undefined;
      current.current = undefined;
    };
  }, []);

  useEffect(() => {
    sleeping.current = asleep;
    const game = current.current;
    if (!game?.isRunning) return;
    holdLoop(game, asleep);
    if (asleep) game.loop.sleep();
    else if (!document.hidden) game.loop.wake();
  }, [asleep]);

  return <div ref={host} id={id} className={className} />;
}
