// How React talks to one figure's scene: React leaves the frame to show in `shown` and calls
// `listener` when the scene has one; the scene says which frame it has drawn. One channel per
// figure (several figures may be on a page), no Phaser import.

import type { FigureRoom } from './figure-layout';
import type { FigureLabel, ResolvedFrame } from './figure-script';

export interface FigureShown {
  readonly frame: ResolvedFrame;
  /** The frame's labels in words, in the order of `frame.labels`. */
  readonly labels: readonly string[];
  /** Room kept round the board for the script's labels. */
  readonly room: FigureRoom;
  /** Whether changes may move (false under reduced motion, and for still pictures). */
  readonly animate: boolean;
}

export interface FigureChannel {
  shown: FigureShown | undefined;
  /** Set by the scene while it runs. */
  listener: ((shown: FigureShown) => void) | undefined;
  /** Set by the scene: wakes its sleeping loop (after the element is resized, say). */
  wake: (() => void) | undefined;
  /** Told each time the scene has drawn a frame. */
  onDrawn: ((index: number) => void) | undefined;
}

export function figureChannel(): FigureChannel {
  return { shown: undefined, listener: undefined, wake: undefined, onDrawn: undefined };
}

export function sendFrame(channel: FigureChannel, shown: FigureShown) {
  channel.shown = shown;
  channel.listener?.(shown);
}

export type { FigureLabel };
