// The scenes' keys, apart from the scenes themselves so React can name a scene without loading
// Phaser.

export const SCENE_KEYS = {
  boot: 'Boot',
  preloader: 'Preloader',
  puzzle: 'Puzzle',
} as const;

export type SceneKey = (typeof SCENE_KEYS)[keyof typeof SCENE_KEYS];

/** The element the puzzle game is created in (/play). */
export const PUZZLE_MOUNT_ID = 'puzzle-scene';
