// The end screen's title (spec section 2, "End screen"): by the stars earned, through the engine's
// result message. 3 stars is perfect; 2 is completed on time or with no errors (whichever star was
// kept besides the finish); 1 is completed only; 0 is the failed message, "Oops! Try again."

import type { ResultMessage } from '@numberland/engine';

export const TITLE_KEYS = {
  perfect: 'end.title.perfect',
  'completed-on-time': 'end.title.completedOnTime',
  'completed-no-errors': 'end.title.completedNoErrors',
  completed: 'end.title.completed',
  failed: 'end.title.failed',
} as const satisfies Readonly<Record<ResultMessage, string>>;

export type TitleKey = (typeof TITLE_KEYS)[ResultMessage];

export function titleKey(message: ResultMessage): TitleKey {
  return TITLE_KEYS[message];
}
