// The route table of spec section 2, in history mode. Modals are not routes: they live in the
// hash (routing/), over whichever route is showing.
// The router is made by main.tsx in a task after the entry's modules have run, not as this module
// is evaluated: on a phone, making it (and asking for the first route's chunk) lengthened the
// entry's evaluation, one long task before the first screen (issue 17).

import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { earlyPuzzle } from '../play/app-early-puzzle';
import { Home } from '../screens/home/Home';
import { isPlayPath } from './paths';
import { LoginRoute, ResetPasswordRoute, RootScreen, Unmatched } from './route-screens';
import { Shell } from './Shell';
import { tutorialLoader } from './tutorial-loader';

const ROUTES: Parameters<typeof createBrowserRouter>[0] = [
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
        loader: tutorialLoader,
        lazy: {
          Component: () => import('../screens/tutorial/TutorialRoute').then((module) => module.TutorialRoute),
        },
      })),
      { path: '*', element: <Unmatched /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router, once per page. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(ROUTES);
  // The puzzle the entry asked for belongs to the page's first visit to /play: leaving it first
  // gives the answer up, so a later visit asks the server itself.
  const stopWatching = router.subscribe((state) => {
    if (isPlayPath(state.location.pathname)) return;
    earlyPuzzle.giveUp();
    stopWatching();
  });
  return router;
}

/**
 * Resolves once the router has its first route: the route's chunk and loader are in (at once for
 * a route with neither). RouterProvider reads the router's state when it first renders and hears
 * of changes only once mounted; the app renders in a transition, in slices with pauses between
 * them, and a route's chunk arriving in such a pause finished the router's start unheard: the page
 * stayed blank (a tutorial page or /lessons, about one load in twelve on a busy machine). Rendered
 * after this, it starts from the router's started state. Until then the first paint shows, as it
 * would (the route's HydrateFallback is nothing).
 */
export function routerStarted(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App({ router }: { readonly router: AppRouter }) {
  return <RouterProvider router={router} />;
}
