// The 24 sound events of the game (spec section 9, "Sound"). Names only, so React can ask for a
// sound without loading Phaser; the sounds themselves are synthesised by sound/ and played by the
// puzzle scene.

export const SOUND_NAMES = [
  'select',
  'deselect',
  'digit-press',
  'note',
  'erase',
  'correct',
  'wrong',
  'clue-solved',
  'special-square',
  'score-pop',
  'gem-fly',
  'gem-count',
  'score-count',
  'star',
  'star-lost',
  'countdown',
  'go',
  'time-almost-out',
  'success',
  'fail',
  'smart-hint',
  'reveal',
  'button',
  'play-press',
] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** Every sound plays at this volume (spec section 9). */
export const SOUND_VOLUME = 0.4;
