// A game's sound made at the player's first gesture. Nothing can be heard before it (the browsers'
// autoplay rule), and opening the page's audio (its Web Audio context) is one of the longest parts
// of Phaser's start on a phone. So a game made before that gesture boots without audio, and at the
// gesture gets a Web Audio sound manager on the page's one context (audio-context.ts), which its
// scenes then use; the sound files are fetched at the same moment (sound/install-sounds.ts).

import type * as Phaser from 'phaser';
import { firstGesture, type GestureWatch } from '../sound/first-gesture';
import { sharedAudioContext } from './audio-context';

type AudioConfig = NonNullable<Phaser.Types.Core.GameConfig['audio']>;

/**
 * The audio part of a game's config for a game made now: as given when it asks for no audio,
 * with the page's context once there has been a gesture, else none for now (`later`).
 */
export function audioAtStart(
  audio: AudioConfig | undefined,
  gesture: GestureWatch = firstGesture,
): { readonly audio: AudioConfig | undefined; readonly later: boolean } {
  if (audio?.noAudio) return { audio, later: false };
  if (!gesture.happened()) return { audio: { ...audio, noAudio: true }, later: true };
  const context = sharedAudioContext();
  return { audio: context ? { ...audio, context } : audio, later: false };
}

/**
 * Gives a game booted without audio its Web Audio sound manager, on the page's context, at the
 * first gesture (before the page's own handlers of it, so the loader sees it when the sound files
 * are queued); the returned function cancels a wait still under way.
 */
export function giveAudioAtGesture(
  phaser: typeof Phaser,
  game: Phaser.Game,
  gesture: GestureWatch = firstGesture,
): () => void {
  return gesture.after(() => {
    const context = sharedAudioContext();
    const old = game.sound;
    if (!context || !old) return;
    const audio = game.config.audio as AudioConfig;
    audio.noAudio = false;
    audio.context = context;
    const manager = new phaser.Sound.WebAudioSoundManager(game);
    // The old manager hears the game's destroy only to destroy itself: it goes now.
    game.events.off(phaser.Core.Events.DESTROY, old.destroy, old);
    old.destroy();
    game.sound = manager;
    for (const scene of game.scene.getScenes(false)) {
      scene.sys.sound = manager;
      scene.sound = manager;
    }
  });
}
