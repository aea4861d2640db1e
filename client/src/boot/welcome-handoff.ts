// The land's welcome that the first-paint script drew (boot/first-paint-welcome.ts, issue 17): on
// a first visit to a land opened straight at /play, the welcome is the page's largest paint, so it
// is drawn from HTML and the style sheets before any module has run, in its own layer on the body
// (where the app's prompts go too, so React's first render, which clears #root, leaves it). The
// app's WelcomePrompt takes it over in the commit that adds its own (no frame without one), and a
// tap on its Play before the app could answer is kept for the app to honour. Where the app shows
// no welcome after all (the puzzle did not load, the player left /play), the layer goes.

import { handoffSlot } from './handoff-slot';

/** The id of the first paint's welcome layer. */
export const FIRST_PAINT_WELCOME_ID = 'first-paint-welcome';

export interface WelcomeHandoff {
  /** Play was tapped before the app had taken over. */
  playTapped: boolean;
}

const slot = handoffSlot<WelcomeHandoff>('__numberlandWelcome');

export function publishWelcomeHandoff(handoff: WelcomeHandoff): void {
  slot.put(handoff);
}

/** Removes the first paint's welcome, if it is still there, and gives what was tapped on it. */
export function takeFirstPaintWelcome(): WelcomeHandoff | undefined {
  const layer = document.getElementById(FIRST_PAINT_WELCOME_ID);
  const handoff = slot.take();
  if (!layer) return undefined;
  layer.remove();
  return handoff;
}
