// The background of every screen: a gradient in the colours of the land, and behind intro and home
// the Phaser planet (game/scenes/Planet.ts) in `#planet-scene`, turned to the selected land. The
// gradient shows alone until the planet has come, and on every other screen. The planet is
// fetched once the page has loaded and the browser is idle (PhaserGame's start="idle"), so intro
// and home paint and answer taps before Phaser is even downloaded.
//
// The Shell keeps one Backdrop for every route, so moving between intro and home keeps the same
// planet game; it is made when a planet route opens and destroyed when the player leaves them.

import type { LandLevel } from '@numberland/engine';
import { useEffect, useRef } from 'react';
import { landIdOf } from '../app/paths';
import { emit, on } from '../game/events';
import { PhaserGame, type PhaserGameConfig } from '../game/PhaserGame';
import { SCENE_KEYS } from '../game/scene-keys';
import './Backdrop.css';

/** The element the planet scene is created in. */
export const PLANET_MOUNT_ID = 'planet-scene';

const loadPlanetScenes = () => import('../game/planet-scenes').then((module) => module.PLANET_SCENES);

/**
 * A picture behind the page: no sound, no input of its own. One texture per WebGL batch: Phaser
 * 4.2.1 can draw turned quads from the wrong texture of a shared batch (phaserjs/phaser#7372).
 */
const PLANET_CONFIG: PhaserGameConfig = {
  audio: { noAudio: true },
  render: { maxTextures: 1 },
  input: { keyboard: false, mouse: false, touch: false, gamepad: false, windowEvents: false },
};

/** Without a GPU the planet is drawn on the processor: fewer frames leave it for the page. */
const PLANET_SOFTWARE_CONFIG: PhaserGameConfig = { fps: { limit: 24 } };

export function Backdrop({ level, planet }: { readonly level: LandLevel; readonly planet: boolean }) {
  return (
    <div className={`backdrop backdrop--${landIdOf(level)}`} aria-hidden="true">
      {planet && <PlanetScene level={level} />}
    </div>
  );
}

function PlanetScene({ level }: { readonly level: LandLevel }) {
  const current = useRef(level);

  // A scene that has just been made asks for nothing; it is told the land when it reports ready.
  useEffect(
    () =>
      on('scene:ready', ({ scene }) => {
        if (scene === SCENE_KEYS.planet) emit('planet:land', { level: current.current });
      }),
    [],
  );
  useEffect(() => {
    current.current = level;
    emit('planet:land', { level });
  }, [level]);

  return (
    <PhaserGame
      id={PLANET_MOUNT_ID}
      className="backdrop__planet"
      loadScenes={loadPlanetScenes}
      config={PLANET_CONFIG}
      softwareConfig={PLANET_SOFTWARE_CONFIG}
      start="idle"
    />
  );
}
