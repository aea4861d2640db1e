// The scenes of the puzzle game, in start order. Imported only through a dynamic import (the
// play screen's PhaserGame), so they and Phaser load after the first screen.

import type * as Phaser from 'phaser';
import { Boot } from './scenes/Boot';
import { Preloader } from './scenes/Preloader';
import { Puzzle } from './scenes/Puzzle';

export const PUZZLE_SCENES: readonly Phaser.Types.Scenes.SceneType[] = [Boot, Preloader, Puzzle];
