// The route table's small screens: what /, /resetPassword/:code, /login and unmatched paths show
// or where they lead, by the rules of ./paths.ts. (/tutorial...: screens/tutorial/TutorialRoute.tsx.)

import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Home } from '../screens/home/Home';
import { Intro } from '../screens/intro/Intro';
import { useSettings } from '../state/settings';
import { rootScreen } from './paths';

/** `/`: the intro on the first visit, home after. */
export function RootScreen() {
  const seenIntro = useSettings((s) => s.seenIntro);
  return rootScreen(seenIntro) === 'intro' ? <Intro /> : <Home />;
}

/**
 * /resetPassword/:code: home with the set-new-password panel. The code is kept in the settings
 * store and leaves the address at once, so it is neither in the history nor sent as a referrer.
 */
export function ResetPasswordRoute() {
  const { code } = useParams();
  const update = useSettings((s) => s.update);
  useEffect(() => {
    if (code) update({ resetPasswordCode: code });
  }, [code, update]);
  return <Navigate to={{ pathname: '/home', hash: 'setpassword' }} replace />;
}

/** /login: the login chooser, over home. */
export function LoginRoute() {
  return <Navigate to={{ pathname: '/home', hash: 'login' }} replace />;
}

/** Any unmatched path: home. */
export function Unmatched() {
  return <Navigate to="/home" replace />;
}
