// A fade begun on one element, carried on by another: the first paint's intro starts the parts'
// fades (CSS transitions), and React's intro, which replaces those elements with its own, must
// neither start them again nor jump to their end (boot/intro-handoff.ts).

/**
 * Gives `element` (which has `shownClass` already) the transition that adding the class starts,
 * set back to `startedAt` on the animation timeline: the fade shows as far on as the first one had
 * got, or finished when that is past.
 */
export function continueFade(element: HTMLElement, shownClass: string, startedAt: number): void {
  element.classList.remove(shownClass);
  // Style computed without the class, so that adding it back is a change that starts the transition.
  void getComputedStyle(element).opacity;
  element.classList.add(shownClass);
  // getAnimations() brings the style up to date first: the new transition is among them.
  for (const animation of element.getAnimations()) animation.startTime = startedAt;
}
