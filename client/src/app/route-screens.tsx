// The route table's small screens: what /, /resetPassword/:code, /login, /tutorial... and
// unmatched paths show or where they lead, by the rules of ./paths.ts.

import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Home } from '../screens/home/Home';
import { Intro } from '../screens/intro/Intro';
import { TutorialPage } from '../screens/tutorial/Tutorial';
import { useSelection } from '../state/selection';
import { useSettings } from '../state/settings';
import { resolveTutorial, rootScreen } from './paths';

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

/** /tutorial, /tutorial/{land} and /tutorial/{land}/{page}. */
export function TutorialRoute() {
  const { land, page } = useParams();
  const level = useSelection((s) => s.level);
  const route = resolveTutorial(land, page, level);
  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;
  return (
    <TutorialPage
      key={`${route.land}/${route.page}`}
      land={route.land}
      level={route.level}
      page={route.page}
    />
  );
}

/** Any unmatched path: home. */
export function Unmatched() {
  return <Navigate to="/home" replace />;
}
