// How the player's two sound options combine (spec section 2, "Options": sounds, sound effects).
//
// "Sounds" is the master switch and "sound effects" the switch for effects. Every one of the 24
// sounds is an effect (the game has no music), so a sound is heard only when both are on: turning
// either off silences the game, and "sound effects" keeps its meaning if music is ever added.

import type { SettingsData } from '../state/settings';

export type SoundOptions = Pick<SettingsData, 'hasSound' | 'hasSoundEffects'>;

export function soundEffectsAudible(options: SoundOptions): boolean {
  return options.hasSound && options.hasSoundEffects;
}
