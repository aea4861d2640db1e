// When the screen is unfit to play on (spec section 2: "a rotation and resolution warning asks for
// portrait mode or a refresh"): a phone held sideways has too little height for the grid and the
// number pad, and a window squeezed below the smallest layout cannot show a puzzle whole.

export type ScreenWarning = 'rotate' | 'too-small' | null;

export interface ScreenFacts {
  readonly width: number;
  readonly height: number;
  /** A touch screen without a fine pointer: a phone or tablet, where turning is the fix. */
  readonly touch: boolean;
}

/** Below this height a sideways phone cannot show grid and number pad together. */
export const MIN_LANDSCAPE_HEIGHT = 500;
/** The smallest window the layouts are made for (a small phone held upright). */
export const MIN_SIZE = { width: 300, height: 420 } as const;

export function screenWarning({ width, height, touch }: ScreenFacts): ScreenWarning {
  if (touch && width > height && height < MIN_LANDSCAPE_HEIGHT) return 'rotate';
  if (width < MIN_SIZE.width || height < MIN_SIZE.height) return 'too-small';
  return null;
}
