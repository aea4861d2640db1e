// Opens the welcome-back reward (#daily) for a signed-in player whose last claim was on another
// day (spec section 4; section 6: the daily check runs for logged-in players only). It waits for a
// profile fresh from the server, so a stale stored `lastDaily` never offers a gift twice, and for
// a calm moment: no other modal open, not in the middle of a puzzle, a tutorial or the intro.
// After login the profile modal shows first; the gift follows when it closes (the profile modal
// may open #daily itself on closing: a gift opened by anyone counts as offered here).

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { modalOfHash } from '../../routing/hash-modals';
import { useHashModal } from '../../routing/useHashModal';
import { useAuth } from '../../state/auth';
import { useSettings } from '../../state/settings';
import { browserTimeZone, dayIn, isDailyDue } from './daily-day';

// The profile kept from the last visit, as read from storage when the page loaded; only a profile
// loaded since is trusted. Taken here, not when the component mounts: the profile call starts with
// the shell and may well answer before the loader is done and this component appears.
const STORED_USER = useAuth.getState().user;

function isCalmPath(pathname: string, seenIntro: boolean): boolean {
  if (pathname.startsWith('/play') || pathname.startsWith('/tutorial')) return false;
  return !(pathname === '/' && !seenIntro);
}

export function DailyCheck() {
  const { pathname } = useLocation();
  const { modal, openModal } = useHashModal();
  const token = useAuth((s) => s.token);
  const user = useAuth((s) => s.user);
  const lastDaily = useAuth((s) => s.lastDaily);
  const seenIntro = useSettings((s) => s.seenIntro);
  // Offered once per player and day: closing the gift without taking it does not bring it back.
  const offered = useRef<string | null>(null);

  useEffect(() => {
    if (!token || !user) return;
    const today = dayIn(browserTimeZone(), new Date());
    const key = `${user.email}:${today}`;
    if (modal === 'daily') offered.current = key;
    if (user === STORED_USER || offered.current === key) return;
    // The address, not only the last render: another screen may have just opened a modal.
    if (modal !== null || modalOfHash(window.location.hash) !== null) return;
    if (!isCalmPath(pathname, seenIntro) || !isDailyDue(lastDaily, today)) return;
    offered.current = key;
    openModal('daily');
  }, [token, user, lastDaily, modal, pathname, seenIntro, openModal]);

  return null;
}
