// The intro's choreography (spec section 2), shared by the React screen (Intro.tsx) and the
// first-paint script (boot/first-paint-intro.ts), which starts it before the app has loaded.

/** When each part appears, in ms after the intro opens. */
export const INTRO_TIMINGS = { logo: 300, text: 1000, button: 2000 } as const;

export type IntroPart = keyof typeof INTRO_TIMINGS;

export const INTRO_PARTS = Object.keys(INTRO_TIMINGS) as readonly IntroPart[];

/** The class that makes a part fade in (Intro.css). */
export const INTRO_SHOWN_CLASS = 'intro-part--shown';
