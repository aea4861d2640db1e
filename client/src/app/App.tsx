// The route table of spec section 2, in history mode. Modals are not routes: they live in the
// hash (routing/), over whichever route is showing.

import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { earlyPuzzle } from '../play/app-early-puzzle';
import { Home } from '../screens/home/Home';
import { isPlayPath } from './paths';
import { LoginRoute, ResetPasswordRoute, RootScreen, Unmatched } from './route-screens';
import { Shell } from './Shell';

const router = createBrowserRouter([
  {
    element: <Shell />,
    // Opened straight at /play, the page waits for that screen's chunk: a blank moment, no warning.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <RootScreen /> },
      { path: 'home', element: <Home /> },
      { path: 'resetPassword/:code', element: <ResetPasswordRoute /> },
      // Pages no first screen shows, with the rules' and tutorial's figures: chunks of their own,
      // so the entry does not evaluate them before the first screen (issue 17).
      { path: 'about', lazy: () => import('../screens/pages/About').then((m) => ({ Component: m.About })) },
      { path: 'rules', lazy: () => import('../screens/pages/Rules').then((m) => ({ Component: m.Rules })) },
      { path: 'login', element: <LoginRoute /> },
      // The puzzle screen and the engine's play code come with the first visit to /play, so the
      // intro and home screens do not wait for them.
      {
        path: 'play',
        lazy: () => import('../screens/play/Play').then((module) => ({ Component: module.Play })),
      },
      // The lessons (issue 16) bring the engine's lesson boards and hint engine: their own chunk.
      ...['lessons', 'lessons/:lesson', 'lessons/:lesson/practice/:board'].map((path) => ({
        path,
        lazy: () =>
          import('../screens/lessons/LessonsRoute').then((module) => ({ Component: module.LessonsRoute })),
      })),
      ...['tutorial', 'tutorial/:land', 'tutorial/:land/:page'].map((path) => ({
        path,
        lazy: () =>
          import('../screens/tutorial/TutorialRoute').then((module) => ({ Component: module.TutorialRoute })),
      })),
      { path: '*', element: <Unmatched /> },
    ],
  },
]);

// The puzzle the entry asked for belongs to the page's first visit to /play: leaving it first
// gives the answer up, so a later visit asks the server itself.
const stopWatching = router.subscribe((state) => {
  if (isPlayPath(state.location.pathname)) return;
  earlyPuzzle.giveUp();
  stopWatching();
});

export function App() {
  return <RouterProvider router={router} />;
}
