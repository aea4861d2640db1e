// Who plays a 'sound:play': the scenes that installed sounds (install-sounds.ts), in the order they
// did, and when none of them can play it now (no scene on this screen, or its files still
// loading) the page's own player (page-sounds.ts), so a button outside the puzzle is heard too.
// One bus subscription while anyone can play; each sound plays once. No Phaser here.

import { on } from '../game/events';
import type { SoundName } from '../game/sound-names';
import { useSettings } from '../state/settings';
import { soundEffectsAudible } from './sound-options';

/** Plays the sound if it can now; answers whether it did. */
export type SoundPlayer = (sound: SoundName) => boolean;

const players: SoundPlayer[] = [];
let fallback: SoundPlayer | undefined;
let unsubscribe: (() => void) | undefined;

function playOnce({ sound }: { readonly sound: SoundName }) {
  if (!soundEffectsAudible(useSettings.getState())) return;
  for (const player of [...players]) if (player(sound)) return;
  fallback?.(sound);
}

function listen() {
  const needed = players.length > 0 || fallback !== undefined;
  if (needed) unsubscribe ??= on('sound:play', playOnce);
  else {
    unsubscribe?.();
    unsubscribe = undefined;
  }
}

/** Adds a player tried before the fallback; call the returned function to take it away. */
export function addSoundPlayer(player: SoundPlayer): () => void {
  players.push(player);
  listen();
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    const at = players.indexOf(player);
    if (at >= 0) players.splice(at, 1);
    listen();
  };
}

/** The player of last resort (the page's own audio), or none. */
export function setFallbackSoundPlayer(player: SoundPlayer | undefined) {
  fallback = player;
  listen();
}
