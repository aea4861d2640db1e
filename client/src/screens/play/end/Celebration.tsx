// The end screen's celebration, drawn with Pixi on a transparent canvas over the end screen
// (pointer-events: none): stars bursting in, confetti for 2 and 3 stars, gems streaming up to the
// gem balance. Loaded lazily (see CelebrationLayer.tsx); the end screen never draws it under
// reduced motion. When the last particle is gone it stops its ticker and reports done, and the end
// screen unmounts it, which destroys the Pixi application. Unmounting early destroys it too.
// Pixi picks WebGL, else WebGPU, else its canvas renderer.
//
// Pixi is driven directly (one Graphics per particle on the stage, moved by the ticker) rather
// than through @pixi/react: the scene is made once and never re-rendered, and React's second
// reconciler would weigh as much as the celebration's own code.

import { Application, Graphics } from 'pixi.js';
// The server's Content-Security-Policy forbids eval; this makes pixi build its shaders without it.
import 'pixi.js/unsafe-eval';
import { useEffect, useRef } from 'react';
import { celebrationPlan, type Particle, planEnd, poseAt } from './celebration-plan';
import type { CelebrationProps } from './celebration-props';
import { destroyShapes, makeShapes } from './celebration-shapes';

/** The particles on `app`'s stage, moved every frame; `onDone` once the last is gone. */
function playParticles(app: Application, plan: readonly Particle[], startedAt: number, onDone: () => void) {
  const shapes = makeShapes();
  const nodes = plan.map((particle) => {
    const node = new Graphics(shapes[particle.kind]);
    node.tint = particle.color;
    node.visible = false;
    return app.stage.addChild(node);
  });
  const end = planEnd(plan);
  let done = false;
  app.ticker.add(() => {
    const t = performance.now() - startedAt;
    plan.forEach((particle, i) => {
      const node = nodes[i]!;
      const pose = poseAt(particle, t);
      node.visible = pose.visible;
      if (!pose.visible) return;
      node.position.set(pose.x, pose.y);
      node.scale.set(pose.scale);
      node.rotation = pose.rotation;
      node.alpha = pose.alpha;
    });
    if (t > end && !done) {
      done = true;
      app.ticker.stop();
      onDone();
    }
  });
  // The shared contexts go after the Graphics that use them.
  return () => {
    for (const node of nodes) node.destroy();
    destroyShapes(shapes);
  };
}

export default function Celebration({
  startedAt,
  stars,
  prize,
  gemStartMs,
  gemDurationMs,
  measure,
  onDone,
}: CelebrationProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  // The plan is made once per celebration, from the props it started with.
  const first = useRef({ startedAt, stars, prize, gemStartMs, gemDurationMs, measure });
  const done = useRef(onDone);
  done.current = onDone;

  // Measured once, in an effect rather than a layout effect: when this chunk is already loaded the
  // celebration mounts in the same commit as the end screen, whose refs are only all set by then.
  useEffect(() => {
    const { startedAt, stars, prize, gemStartMs, gemDurationMs, measure } = first.current;
    const anchors = measure();
    const plan = anchors
      ? celebrationPlan({
          anchors,
          stars,
          prize,
          gemStartMs,
          gemDurationMs,
          seed: Math.floor(Math.random() * 0xffff_ffff),
        })
      : [];
    if (plan.length === 0 || performance.now() - startedAt > planEnd(plan)) {
      done.current();
      return;
    }
    let live = true;
    let stop = () => {};
    const app = new Application();
    // Pixi cannot be destroyed while it starts: an early unmount destroys it once it has started.
    const started = app
      .init({
        canvas: canvas.current!,
        resizeTo: box.current!,
        backgroundAlpha: 0,
        antialias: true,
        autoDensity: true,
        resolution: Math.min(2, window.devicePixelRatio || 1),
        preference: 'webgl',
      })
      .then(
        () => {
          if (live) stop = playParticles(app, plan, startedAt, () => done.current());
        },
        // No celebration then: the end screen goes on without it.
        () => {
          if (live) done.current();
        },
      );
    return () => {
      live = false;
      void started.then(() => {
        stop();
        app.destroy();
      });
    };
  }, []);

  return (
    <div ref={box} className="end-celebration" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
