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
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
