// The end screen's celebration, drawn with @pixi/react on a transparent canvas over the end screen
// (pointer-events: none): stars bursting in, confetti for 2 and 3 stars, gems streaming up to the
// gem balance. Loaded lazily (see CelebrationLayer.tsx); the end screen never draws it under
// reduced motion. When the last particle is gone it stops its ticker and reports done, and the end
// screen unmounts it, which destroys the Pixi application. Unmounting early destroys it too.
// Pixi draws with WebGL, else with its canvas renderer (the build has no WebGPU: client/pixi-build).

import { Application, extend, useApplication, useTick } from '@pixi/react';
import { Container, Graphics } from 'pixi.js';
// The server's Content-Security-Policy forbids eval; this makes pixi build its shaders without it.
import 'pixi.js/unsafe-eval';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { celebrationPlan, type Particle, planEnd, poseAt } from './celebration-plan';
import type { CelebrationProps } from './celebration-props';
import { destroyShapes, makeShapes } from './celebration-shapes';

extend({ Container, Graphics });

const keepContext = () => {};

interface ParticlesProps {
  readonly plan: readonly Particle[];
  readonly startedAt: number;
  readonly onDone: () => void;
}

function Particles({ plan, startedAt, onDone }: ParticlesProps) {
  const { app } = useApplication();
  const shapes = useMemo(makeShapes, []);
  const nodes = useRef<(Graphics | null)[]>([]);
  const end = useMemo(() => planEnd(plan), [plan]);
  const done = useRef(false);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  // The shared contexts go after the Graphics that use them (React removes those first).
  useEffect(() => () => destroyShapes(shapes), [shapes]);

  const tick = useCallback(() => {
    const t = performance.now() - startedAt;
    plan.forEach((particle, i) => {
      const node = nodes.current[i];
      if (!node) return;
      const pose = poseAt(particle, t);
      node.visible = pose.visible;
      if (!pose.visible) return;
      node.position.set(pose.x, pose.y);
      node.scale.set(pose.scale);
      node.rotation = pose.rotation;
      node.alpha = pose.alpha;
    });
    if (t > end && !done.current) {
      done.current = true;
      app.ticker.stop();
      doneRef.current();
    }
  }, [app, end, plan, startedAt]);
  useTick(tick);

  return (
    <pixiContainer>
      {plan.map((particle, i) => (
        <pixiGraphics
          key={particle.id}
          context={shapes[particle.kind]}
          draw={keepContext}
          tint={particle.color}
          visible={false}
          ref={(node: Graphics | null) => {
            nodes.current[i] = node;
          }}
        />
      ))}
    </pixiContainer>
  );
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
  const [plan, setPlan] = useState<readonly Particle[]>();
  // The plan is made once per celebration, from the props it started with.
  const first = useRef({ startedAt, stars, prize, gemStartMs, gemDurationMs, measure, onDone });

  // Measured once, in an effect rather than a layout effect: when this chunk is already loaded the
  // celebration mounts in the same commit as the end screen, whose refs are only all set by then.
  useEffect(() => {
    const { startedAt, stars, prize, gemStartMs, gemDurationMs, measure, onDone } = first.current;
    const anchors = measure();
    const particles = anchors
      ? celebrationPlan({
          anchors,
          stars,
          prize,
          gemStartMs,
          gemDurationMs,
          seed: Math.floor(Math.random() * 0xffff_ffff),
        })
      : [];
    if (particles.length === 0 || performance.now() - startedAt > planEnd(particles)) onDone();
    else setPlan(particles);
  }, []);

  return (
    <div ref={box} className="end-celebration" aria-hidden="true">
      {plan && (
        <Application
          resizeTo={box}
          backgroundAlpha={0}
          antialias
          autoDensity
          resolution={Math.min(2, window.devicePixelRatio || 1)}
          preference="webgl"
        >
          <Particles plan={plan} startedAt={startedAt} onDone={onDone} />
        </Application>
      )}
    </div>
  );
}
