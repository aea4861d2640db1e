// The background of every screen: a gradient in the colours of the land, and behind intro and home
// the element the Phaser planet scene mounts into (game/, a later issue). Until then the gradient
// alone carries the land's theme.

import type { LandLevel } from '@numberland/engine';
import { landIdOf } from '../app/paths';
import './Backdrop.css';

/** The element the planet scene will be created in. */
export const PLANET_MOUNT_ID = 'planet-scene';

export function Backdrop({ level, planet }: { readonly level: LandLevel; readonly planet: boolean }) {
  return (
    <div className={`backdrop backdrop--${landIdOf(level)}`} aria-hidden="true">
      {planet && <div id={PLANET_MOUNT_ID} className="backdrop__planet" />}
    </div>
  );
}
