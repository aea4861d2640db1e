// Analytics event names (spec section 7): what the client sends and the server accepts. Plain
// constants, so the browser can import them without the schemas.

export const ANALYTICS_EVENTS = [
  'screen_view',
  'session_start',
  'login',
  'select_language',
  'intro_play',
  'intro_tutorial',
  'play',
  'play_finish',
  'startplay',
  // Not in the spec's list: a finished game the server refused (the engine and the server
  // disagree, or the post broke a rule), so the team hears of it and not only the player.
  'play_problem',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Longest text value in an event's data (the server refuses longer ones). */
export const MAX_DATA_TEXT = 500;
