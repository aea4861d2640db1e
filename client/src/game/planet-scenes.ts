// The scenes of the planet game, in start order. Imported only through a dynamic import (see
// ui/Backdrop.tsx), so they and Phaser load after the first screen.

import type * as Phaser from 'phaser';
import { Boot } from './scenes/Boot';
import { Planet } from './scenes/Planet';
import { Preloader } from './scenes/Preloader';

export const PLANET_SCENES: readonly Phaser.Types.Scenes.SceneType[] = [Boot, Preloader, Planet];
