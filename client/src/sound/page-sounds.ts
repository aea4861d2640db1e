// The page's own sound player, for screens with no Phaser scene playing sounds (the tutorial, the
// rules, the menus): the same built files (sound-paths.ts), played by audio elements at
// SOUND_VOLUME. It is the fallback of sound-players.ts, so inside a puzzle the scene still plays.
// Like the scenes' player, it never fails loudly: a sound the browser will not play is not heard.
// Before the player's first gesture it fetches nothing: the browser would refuse to play it anyway.

import { SOUND_VOLUME, type SoundName } from '../game/sound-names';
import { firstGesture } from './first-gesture';
import { type SoundFormat, soundFile } from './sound-paths';
import { setFallbackSoundPlayer } from './sound-players';

const OPUS_TYPE = 'audio/ogg; codecs="opus"';

let format: SoundFormat | undefined;
const elements = new Map<SoundName, HTMLAudioElement>();

/** Ogg Opus where the browser plays it, else MP3 (the two formats the build makes). */
function chosenFormat(): SoundFormat {
  format ??= document.createElement('audio').canPlayType(OPUS_TYPE) !== '' ? 'opus' : 'mp3';
  return format;
}

export function pageSoundUrl(sound: SoundName, soundFormat: SoundFormat, base: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${soundFile(sound, soundFormat)}`;
}

function playElement(sound: SoundName): boolean {
  if (typeof Audio === 'undefined' || !firstGesture.happened()) return false;
  let element = elements.get(sound);
  if (!element) {
    element = new Audio(pageSoundUrl(sound, chosenFormat(), import.meta.env.BASE_URL));
    elements.set(sound, element);
  }
  // A sound still playing is not cut short: a copy plays over it.
  const playing = element.paused ? element : (element.cloneNode(true) as HTMLAudioElement);
  playing.volume = SOUND_VOLUME;
  playing.currentTime = 0;
  const started = playing.play();
  // Refused before a user gesture, or a file that did not arrive: not heard, nothing more.
  started?.catch(() => undefined);
  return true;
}

let installed = false;

/** Makes sounds heard on every screen from now on (idempotent). */
export function installPageSounds() {
  if (installed) return;
  installed = true;
  setFallbackSoundPlayer(playElement);
}
