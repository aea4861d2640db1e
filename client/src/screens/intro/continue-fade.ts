// A fade begun on one element, carried on by another: the first paint's intro starts the parts'
// fades (CSS transitions), and React's intro, which replaces those elements with its own, must
// neither start them again nor jump to their end (boot/intro-handoff.ts).

/** Longer than any of the intro's fades (Intro.css: 450 ms). */
const FADE_OVER_MS = 1000;

/**
 * Gives `element` (which has `shownClass` already) the transition that adding the class starts,
 * set back to `startedAt` on the animation timeline: the fade shows as far on as the first one had
 * got, or finished when that is past.
 */
export function continueFade(element: HTMLElement, shownClass: string, startedAt: number): void {
  // A fade long over has nothing to carry on (and each step below makes the browser compute styles).
  const now = document.timeline.currentTime;
  if (typeof now === 'number' && now - startedAt > FADE_OVER_MS) return;
  element.classList.remove(shownClass);
  // Style computed without the class, so that adding it back is a change that starts the transition.
  void getComputedStyle(element).opacity;
  element.classList.add(shownClass);
  // getAnimations() brings the style up to date first: the new transition is among them.
  for (const animation of element.getAnimations()) animation.startTime = startedAt;
}
