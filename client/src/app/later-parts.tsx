// The shell's parts that no first screen needs: the hash modals (every modal's code), the video
// ad's overlay and the developer shortcuts. Each is a chunk of its own, fetched once the page is
// first idle after the shell renders, the modals' at the player's first gesture (each at once
// when the address asks for a modal: app/when-idle.ts),
// so the entry chunk stays small and the first screen's work is not lengthened by them; until one
// arrives it shows nothing, as it would with nothing to show.
//
// Not React.lazy: a component that suspends is revealed through React's Suspense throttling, a
// setTimeout, and a page whose timers stand still (the browser tests' page clock) would never see
// it. Here the arrival is an ordinary state update.

import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { watchGestures } from '../sound/first-gesture';
import { whenIdle } from './when-idle';

/**
 * When a part is fetched without being asked for: once the page is idle, or at the player's first
 * gesture (a part that shows only for a tap or an address, and whose evaluation, idle or not, is
 * a long task on a phone while the first screen is still settling).
 */
type Fetched = 'idle' | 'gesture';

/**
 * The gestures heard on this page, not the browser's user activation: a navigation driven from
 * outside the page (DevTools' protocol: Lighthouse, the browser tests) counts as one there.
 */
const gestures = watchGestures(typeof window === 'undefined' ? undefined : window);

function later<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fetched: Fetched = 'idle',
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  return function Later(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    // A modal asked for by the address, when the page opens or later (the app's own navigation).
    const asked = useLocation().hash !== '';
    useEffect(() => {
      if (Component) return;
      let live = true;
      const fetchNow = () =>
        fetchOnce().then(
          (component) => {
            if (live) setComponent(() => component);
          },
          (error: unknown) => console.warn('A part of the game could not be loaded.', error),
        );
      // A modal asked for by the address is wanted at once; otherwise the part waits for an idle
      // moment, so that its chunk and style sheet are not taken in during the first screen's work.
      let cancel = () => {};
      if (asked || window.location.hash) void fetchNow();
      else if (fetched === 'gesture') cancel = gestures.after(() => void fetchNow());
      else cancel = whenIdle(() => void fetchNow());
      return () => {
        live = false;
        cancel();
      };
    }, [Component, asked]);
    return Component ? <Component {...props} /> : null;
  };
}

// Every modal opens by a tap or by the address (its hash), so their code waits for the first.
export const ModalHost = later(() => import('../modals/ModalHost').then((m) => m.ModalHost), 'gesture');
export const VideoAdOverlay = later(() => import('../ads/VideoAdOverlay').then((m) => m.VideoAdOverlay));
export const DevShortcuts = later(() => import('../dev/DevShortcuts').then((m) => m.DevShortcuts));
