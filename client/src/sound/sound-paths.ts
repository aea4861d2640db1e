// Where a sound lives, shared by the build (client/sound-files.ts writes the files) and the game
// (install-sounds.ts loads them), so the two can never disagree on a name.

import type { SoundName } from '../game/sound-names';

/** The file's path below the site's base (no leading slash, so it joins any base). */
export function soundFile(name: SoundName): string {
  return `sounds/${name}.wav`;
}

/** The key in Phaser's audio cache. */
export function soundKey(name: SoundName): string {
  return `sound-${name}`;
}
