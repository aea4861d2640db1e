// The shell's parts that no first screen needs: the hash modals (every modal's code), the video
// ad's overlay and the developer shortcuts. Each is a chunk of its own, fetched as the shell first
// renders, so the entry chunk stays small and the first paint does not wait for them; until one
// arrives it shows nothing, as it would with nothing to show.

import { type ComponentType, lazy, Suspense } from 'react';

function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const ModalHost = later(() => import('../modals/ModalHost').then((m) => m.ModalHost));
export const VideoAdOverlay = later(() => import('../ads/VideoAdOverlay').then((m) => m.VideoAdOverlay));
export const DevShortcuts = later(() => import('../dev/DevShortcuts').then((m) => m.DevShortcuts));
