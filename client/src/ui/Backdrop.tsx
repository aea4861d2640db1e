// The background of every screen: a gradient in the colours of the land, and behind intro and home
// the planet (game/planet/dom-planet.ts) in `#planet-scene`, turned to the selected land. The
// planet is SVG and small canvases drawn by the page, with no game engine: it comes with the first
// screen, costs the processor little, and Phaser is loaded only where a puzzle is played.
//
// The Shell keeps one Backdrop for every route, so moving between intro and home keeps the same
// planet; it is made when a planet route opens and removed when the player leaves them.

import type { LandLevel } from '@numberland/engine';
import { useEffect, useRef } from 'react';
import { landIdOf } from '../app/paths';
import { DomPlanet } from '../game/planet/dom-planet';
import './Backdrop.css';

/** The element the planet is drawn in. */
export const PLANET_MOUNT_ID = 'planet-scene';

export function Backdrop({ level, planet }: { readonly level: LandLevel; readonly planet: boolean }) {
  return (
    <div className={`backdrop backdrop--${landIdOf(level)}`} aria-hidden="true">
      {planet && <Planet level={level} />}
    </div>
  );
}

function Planet({ level }: { readonly level: LandLevel }) {
  const host = useRef<HTMLDivElement>(null);
  const drawing = useRef<DomPlanet | undefined>(undefined);
  const current = useRef(level);
  current.current = level;

  useEffect(() => {
    if (!host.current) return;
    const made = new DomPlanet(host.current);
    made.showLand(current.current);
    drawing.current = made;
    return () => {
      made.destroy();
      drawing.current = undefined;
    };
  }, []);
  useEffect(() => {
    drawing.current?.showLand(level);
  }, [level]);

  return <div id={PLANET_MOUNT_ID} className="backdrop__planet" ref={host} />;
}
