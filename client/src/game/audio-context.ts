// One Web Audio context for the page's games, made when a game first gets its sound (late-audio.ts:
// at the player's first gesture) and handed to each game in its config: Phaser then suspends it
// when the game goes instead of closing it, so the next game on the page (a new /play) uses it
// again rather than making another (browsers allow only a few).

type AudioContextClass = typeof AudioContext;

let shared: AudioContext | undefined;

/** The page's context, made on the first call; undefined where there is no Web Audio. */
export function sharedAudioContext(): AudioContext | undefined {
  if (shared) return shared;
  const Made = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Context = Made.AudioContext ?? Made.webkitAudioContext;
  if (!Context) return undefined;
  try {
    shared = new Context();
  } catch {
    // Phaser falls back to its own choice (HTML5 audio, or none) without one.
    return undefined;
  }
  return shared;
}
