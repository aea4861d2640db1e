// The background of every screen: a gradient in the colours of the land, and behind intro and home
// the planet (game/planet/dom-planet.ts) in `#planet-scene`, turned to the selected land. The
// planet is SVG and small canvases drawn by the page, with no game engine: it comes with the first
// screen, costs the processor little, and Phaser is loaded only where a puzzle is played.
//
// The Shell keeps one Backdrop for every route, so moving between intro and home keeps the same
// planet; it is made when a planet route opens and removed when the player leaves them.

import type { LandLevel } from '@numberland/engine';
import { useEffect, useRef } from 'react';
import { inTaskOfItsOwn } from '../app/next-task';
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
    const parent = host.current;
    if (!parent) return;
    let made: DomPlanet | undefined;
    let cancelTask = () => {};
    // Made after the screen's first frame, in a task of its own: the planet reads its frame's size
    // as it is made, and inside React's commit that laid the whole new screen out at once, in the
    // same task (issue 17: 60-70 ms tasks at Lighthouse's 4x slowdown on / and /home). After the
    // frame the page is laid out already, and the planet comes in behind the screen a frame later.
    const frame = requestAnimationFrame(() => {
      cancelTask = inTaskOfItsOwn(() => {
        made = new DomPlanet(parent);
        made.showLand(current.current);
        drawing.current = made;
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelTask();
      made?.destroy();
      drawing.current = undefined;
    };
  }, []);
  useEffect(() => {
    drawing.current?.showLand(level);
  }, [level]);

  return <div id={PLANET_MOUNT_ID} className="backdrop__planet" ref={host} />;
}
