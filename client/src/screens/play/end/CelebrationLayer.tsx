// The celebration, loaded on demand: React.lazy keeps pixi.js and @pixi/react in their own chunk,
// fetched only when the first end screen appears. No fallback while it loads, and nothing at all if
// it fails: the end screen works the same without it.

import { lazy, Suspense } from 'react';
import type { CelebrationProps } from './celebration-props';
import { QuietBoundary } from './QuietBoundary';

const Celebration = lazy(() => import('./Celebration'));

export function CelebrationLayer(props: CelebrationProps) {
  return (
    <QuietBoundary onError={props.onDone}>
      <Suspense fallback={null}>
        <Celebration {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
