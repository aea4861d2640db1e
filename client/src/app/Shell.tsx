// The app shell around every route: the land's background, the loader until the first images are
// in, the bars, the routed screen with its fade, and the hash modals. A path holding
// setalphapassword shows only the set-password screen over the background (spec section 2).

import { startTransition, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pendingIntroHandoff } from '../boot/intro-handoff';
import { takeFirstPaintWelcome } from '../boot/welcome-handoff';
import { DailyCheck } from '../modals/economy/DailyCheck';
import { PRELOAD_IMAGES } from '../screens/loader/images';
import { Loader } from '../screens/loader/Loader';
import { isImageAtHand } from '../screens/loader/preload';
import { AlphaPassword } from '../screens/password/AlphaPassword';
import { alphaResetCode } from '../screens/password/alpha-code';
import { useSelection } from '../state/selection';
import { useSettings } from '../state/settings';
import { Backdrop } from '../ui/Backdrop';
import { BottomBar } from '../ui/BottomBar';
import { KeptGamesNotice } from '../ui/KeptGamesNotice';
import { ScreenWarningOverlay } from '../ui/ScreenWarningOverlay';
import { StorageNotice } from '../ui/StorageNotice';
import { TopBar } from '../ui/TopBar';
import { DevShortcuts, ModalHost, VideoAdOverlay } from './later-parts';
import { isAlphaPasswordPath, isPlayPath, isTallScreenPath } from './paths';
import { useStartup } from './useStartup';
import './Shell.css';

/**
 * The routed screen, fading in; but not the intro the first paint has drawn already: that is on
 * the screen, and its parts fade in by themselves.
 */
function RouteView() {
  const [fade] = useState(() => pendingIntroHandoff() === undefined);
  return (
    <div className={`shell__route${fade ? ' route-fade' : ''}`}>
      <Outlet />
    </div>
  );
}

export function Shell() {
  const location = useLocation();
  const level = useSelection((s) => s.level);
  const seenIntro = useSettings((s) => s.seenIntro);
  // The loader stands aside at once when its images are in already (preloaded by index.html), or
  // when the first paint drew the intro instead of it (boot/first-paint-intro.ts).
  const [loaded, setLoaded] = useState(
    () => pendingIntroHandoff() !== undefined || PRELOAD_IMAGES.every(isImageAtHand),
  );
  // The first screen is rendered in slices (a transition), so the page stays free to answer.
  const onLoaded = useCallback(() => startTransition(() => setLoaded(true)), []);
  useStartup(loaded);
  // Left before the puzzle screen came: the first paint's welcome is no longer wanted.
  useEffect(() => {
    if (!isPlayPath(location.pathname)) takeFirstPaintWelcome();
  }, [location.pathname]);

  if (isAlphaPasswordPath(location.pathname + location.search + location.hash)) {
    return (
      <div className="shell">
        <Backdrop level={level} planet={false} />
        <AlphaPassword code={alphaResetCode(location.pathname, location.search)} />
      </div>
    );
  }

  const onIntro = location.pathname === '/' && !seenIntro;
  // The planet comes with the screen, once the loader is done: drawing it costs the processor
  // more than the rest of the loader's time, and the loader's first frame (boot/first-paint.ts) has none.
  const planet = loaded && (location.pathname === '/' || location.pathname === '/home');
  const toolsUp = isTallScreenPath(location.pathname);
  return (
    <div className="shell">
      <Backdrop level={level} planet={planet} />
      {loaded ? (
        <>
          {!onIntro && <TopBar tools={toolsUp} />}
          <StorageNotice />
          <KeptGamesNotice />
          <main className="shell__main">
            <RouteView key={location.pathname} />
          </main>
          <BottomBar tools={!toolsUp} />
          <ModalHost />
          <VideoAdOverlay />
          <DailyCheck />
          <DevShortcuts />
          <ScreenWarningOverlay />
        </>
      ) : (
        <Loader onDone={onLoaded} />
      )}
    </div>
  );
}
