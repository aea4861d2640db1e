// The sound player: a scene loads the 24 sound files (Ogg Opus, or MP3 where the browser has no
// Ogg Opus) and plays whatever 'sound:play' asks for,
// at SOUND_VOLUME, when the player's options allow it (sound-options.ts).
//
// The files are fetched at the player's first gesture (first-gesture.ts), not with the scene:
// nothing can be heard before it, and on a phone's connection they would slow the first paint. The
// sounds of that first tap itself are played by the page's player (page-sounds.ts) as soon as
// their file has arrived, since the scene has none yet.
//
// Sound is a nicety, never a reason to fail: with no audio (Phaser's NoAudio manager, or no
// loader for audio on the device), before the first user gesture has unlocked the browser's
// audio, or for a file that did not arrive, a sound is simply not heard. Sounds asked for while
// audio is locked are dropped, not queued: a burst of stale clicks on the first tap would be worse.

import * as Phaser from 'phaser';
import { SOUND_NAMES, SOUND_VOLUME, type SoundName } from '../game/sound-names';
import { firstGesture, type GestureWatch } from './first-gesture';
import { SOUND_FORMATS, type SoundFormat, soundFile, soundKey } from './sound-paths';
import { addSoundPlayer } from './sound-players';

/** The file's URL under Vite's base, where the build (client/sound-files.ts) puts it. */
export function soundUrl(
  name: SoundName,
  format: SoundFormat,
  base: string = import.meta.env.BASE_URL,
): string {
  return `${base.endsWith('/') ? base : `${base}/`}${soundFile(name, format)}`;
}

/** Every format's URL, best first: Phaser's loader fetches the first the browser can play. */
export function soundUrls(name: SoundName, base: string = import.meta.env.BASE_URL): string[] {
  return SOUND_FORMATS.map((format) => soundUrl(name, format, base));
}

/*
 * The scenes that can play join sound-players.ts in the order they were installed. The backdrop's
 * planet and the puzzle are separate games, each with its own sound manager, and both may install
 * sounds: one bus subscription plays each sound once, through the first of them that can play it
 * now (and the page's own player when none can).
 */

/**
 * At the player's first gesture (at once when it has been made), queues the sound files not yet in
 * the audio cache and starts the loader when the scene is past its preload (from preload() the
 * scene starts it); plays 'sound:play' until the returned function is called, the scene shuts
 * down or the game is destroyed.
 */
export function installSounds(scene: Phaser.Scene, gesture: GestureWatch = firstGesture): () => void {
  const stopWaiting = gesture.after(() => queueSounds(scene));

  const remove = addSoundPlayer((sound) => playQuietly(scene, sound));

  const game = scene.game;
  let done = false;
  const uninstall = () => {
    if (done) return;
    done = true;
    stopWaiting();
    remove();
    scene.events.off(Phaser.Scenes.Events.SHUTDOWN, uninstall);
    scene.events.off(Phaser.Scenes.Events.DESTROY, uninstall);
    game.events.off(Phaser.Core.Events.DESTROY, uninstall);
  };
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, uninstall);
  scene.events.once(Phaser.Scenes.Events.DESTROY, uninstall);
  game.events.once(Phaser.Core.Events.DESTROY, uninstall);
  return uninstall;
}

function queueSounds(scene: Phaser.Scene) {
  const loader = scene.load;
  const cache = scene.cache?.audio;
  if (!loader || !cache) return;
  const missing = SOUND_NAMES.filter((name) => !cache.exists(soundKey(name)));
  if (missing.length === 0) return;
  // On a device without audio the loader skips these quietly, and the cache stays empty.
  for (const name of missing) loader.audio(soundKey(name), soundUrls(name));
  // Scenes start their loader themselves after preload(); past that, nobody else will.
  const pastPreload = scene.sys.settings.status >= Phaser.Scenes.LOADING;
  if (pastPreload && !loader.isLoading()) loader.start();
}

function audible(manager: Phaser.Scene['sound']): boolean {
  // Web Audio: a suspended (locked, or hidden on iOS) context would hold the sound and play it late.
  if ('context' in manager) return manager.context?.state === 'running';
  return !manager.locked;
}

/** Plays the sound through this scene's game if it can now; answers whether it did. */
function playQuietly(scene: Phaser.Scene, sound: SoundName): boolean {
  const manager = scene.sound;
  const key = soundKey(sound);
  if (!manager || !scene.cache?.audio.exists(key) || !audible(manager)) return false;
  try {
    return manager.play(key, { volume: SOUND_VOLUME }) !== false;
  } catch (error) {
    // A sound that cannot play is not worth more than a note in the console.
    console.debug(`Sound "${sound}" could not play.`, error);
    return false;
  }
}
