// Where a sound lives, shared by the build (client/sound-files.ts writes the files) and the game
// (install-sounds.ts loads them), so the two can never disagree on a name.

import type { SoundName } from '../game/sound-names';

/**
 * The formats each sound is built in, in the order the game offers them to Phaser's loader, which
 * takes the first the browser can play: Opus in Ogg (small; Phaser checks `audio/ogg;
 * codecs="opus"` for the .opus extension), then MP3 for browsers without Ogg Opus (Safari before 17).
 */
export const SOUND_FORMATS = ['opus', 'mp3'] as const;
export type SoundFormat = (typeof SOUND_FORMATS)[number];

export const SOUND_TYPES: Readonly<Record<SoundFormat, string>> = {
  opus: 'audio/ogg',
  mp3: 'audio/mpeg',
};

/** The file's path below the site's base (no leading slash, so it joins any base). */
export function soundFile(name: SoundName, format: SoundFormat): string {
  return `sounds/${name}.${format}`;
}

/** The key in Phaser's audio cache. */
export function soundKey(name: SoundName): string {
  return `sound-${name}`;
}
