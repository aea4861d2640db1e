// What the first-paint script tells the app about the intro it drew (issue 17): when it opened,
// when each part began to fade in, and what the player tapped before the app could answer. The
// app's intro carries on from there (same moments, fades continued, taps honoured) instead of
// starting again.

import type { Language } from '../i18n/languages';
import type { IntroPart } from '../screens/intro/intro-timings';
import { handoffSlot } from './handoff-slot';

export interface IntroHandoff {
  /** performance.now() when the first paint drew the intro. */
  readonly openedAt: number;
  /**
   * The animation timeline's time (document.timeline, which a CSS transition runs on) when each
   * part was given its shown class and began to fade in, for the parts that were.
   */
  readonly fadeStartedAt: Partial<Record<IntroPart, number>>;
  /** "Play now" was tapped before the app had taken over. */
  playTapped: boolean;
  /** A language the player picked on the toggle before the app had taken over. */
  pickedLanguage?: Language;
  /** Set when the app's intro has taken the hand-off, so a later intro starts afresh. */
  taken: boolean;
}

const slot = handoffSlot<IntroHandoff>('__numberlandIntro');

export function publishIntroHandoff(handoff: IntroHandoff): void {
  slot.put(handoff);
}

/** The first paint's intro, while no app intro has taken it over. */
export function pendingIntroHandoff(): IntroHandoff | undefined {
  const handoff = slot.read();
  return handoff && !handoff.taken ? handoff : undefined;
}
