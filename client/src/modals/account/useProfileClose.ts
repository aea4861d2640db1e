// Runs the profile's closing rule (./profile-close.ts) when the profile modal leaves the screen.
// The modal frame closes it (close button, Escape, backdrop) without telling its content, and the
// back button closes it too, so the rule runs on unmount: by then the address already shows what
// came after the profile, which tells a close (no modal) from a replacement (another modal).

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { hashOf, modalOfHash } from '../../routing/hash-modals';
import { isLoggedIn, useAuth } from '../../state/auth';
import { browserTimeZone, dayIn } from '../economy/daily-day';
import { opensDaily } from './profile-close';

export function useProfileClose(dailyExists: boolean): void {
  const navigate = useNavigate();
  // The latest values, read when the modal is gone.
  const latest = useRef({ navigate, dailyExists });
  latest.current = { navigate, dailyExists };

  useEffect(
    () => () => {
      const showing = () => modalOfHash(window.location.hash);
      if (!isLoggedIn(useAuth.getState()) || showing() !== null) return;
      api
        .profile()
        .then((profile) => {
          const auth = useAuth.getState();
          if (!isLoggedIn(auth)) return;
          auth.setProfile(profile);
          const today = dayIn(browserTimeZone(), new Date());
          const { navigate: go, dailyExists: exists } = latest.current;
          const lastDaily = profile.lastDaily;
          if (opensDaily({ loggedIn: true, showing: showing(), lastDaily, today, dailyExists: exists })) {
            // Pushed as any modal is (routing/useHashModal.ts), so closing the daily goes back here.
            const { pathname, search } = window.location;
            go({ pathname, search, hash: hashOf('daily') }, { state: { openedModal: true } });
          }
        })
        .catch((error: unknown) => {
          console.warn('Could not read the profile again', error);
        });
    },
    [],
  );
}
