// What the end screen gives its celebration. Kept apart from Celebration.tsx so the end screen can
// name the props without importing the Pixi chunk.

import type { Anchors } from './celebration-plan';

export interface CelebrationProps {
  /** performance.now() when the end screen appeared: the celebration keeps to the same clock. */
  readonly startedAt: number;
  /** Time, finish and no-errors star earned. */
  readonly stars: readonly [boolean, boolean, boolean];
  readonly prize: number;
  readonly gemStartMs: number;
  readonly gemDurationMs: number;
  /** Where the stars, the gem line and the gem balance are, relative to the celebration's box. */
  readonly measure: () => Anchors | undefined;
  /** Called once when the celebration is over (or cannot be shown); it is then unmounted. */
  readonly onDone: () => void;
}
