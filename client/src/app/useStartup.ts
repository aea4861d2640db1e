// What the shell does once the game opens: send what waits in the outbox, count the session,
// and keep the signed-in player's profile fresh.

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { api, startOutbox } from '../api';
import { ApiError } from '../api/errors';
import { useAuth } from '../state/auth';
import { track } from './analytics';
import { screenNameOf } from './paths';
import { whenIdle } from './when-idle';

/** @param screenShown the loader is done and the route's screen shows */
export function useStartup(screenShown: boolean): void {
  const location = useLocation();
  const started = useRef(false);
  const token = useAuth((s) => s.token);

  // The address's startup parameters were taken out before the router was made (main.tsx).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    track('session_start');
  }, []);

  // A score post answered late, through the outbox, goes to the play controller: the balance
  // and (while it shows) the end screen follow it. The controller is its own chunk, not the
  // menu's, so it is fetched here, once the first screen shows and the page is idle: until then
  // it would only slow that screen down (its evaluation is a long task on a phone). The outbox
  // starts once it listens (or could not be fetched).
  useEffect(() => {
    if (!screenShown) return;
    let live = true;
    const stops: (() => void)[] = [];
    const cancel = whenIdle(() => {
      import('../play/app-play-controller')
        .then(({ playController }) => {
          if (live) stops.push(playController.hearLateScores());
        })
        .catch(() => undefined)
        .finally(() => {
          if (live) stops.push(startOutbox());
        });
    });
    return () => {
      live = false;
      cancel();
      for (const stop of stops) stop();
    };
  }, [screenShown]);

  // The profile is the truth about a signed-in player's gems; a revoked token signs out.
  useEffect(() => {
    if (!token) return;
    let live = true;
    api
      .profile()
      .then((profile) => {
        if (live) useAuth.getState().setProfile(profile);
      })
      .catch((error: unknown) => {
        if (live && error instanceof ApiError && error.status === 401) useAuth.getState().signOut();
      });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    track('screen_view', { screen: screenNameOf(location.pathname) });
  }, [location.pathname]);
}
