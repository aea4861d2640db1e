// The browser entry: the language first (i18n/start.ts, imported before anything else so its file
// is fetched early), then, opened on /play, its puzzle asked of the server (play/app-early-puzzle.ts),
// then the app, rendered once the language's file has arrived (no key flashes).

// First: its module body runs before the rest of the app's code is evaluated.
import './i18n/start';
// Second: GET /api/game goes out beside the language file, before the routes ask for their chunks.
import './play/app-early-puzzle';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, routerStarted } from './app/App';
import { followDocumentMeta } from './app/document-meta';
import { nextTask } from './app/next-task';
import { cleanStartupAddress } from './app/startup-params';
import { startEmbed } from './embed/start-embed';
import { i18nReady } from './i18n/start';
import { registerServiceWorker } from './pwa/register-service-worker';
import { installPageSounds } from './sound/page-sounds';
import './styles/global.css';
// In the entry's style sheet, which the first paint has: it may draw a land's welcome on /play
// (boot/first-paint-welcome.ts), a play prompt in a modal card.
import './modals/Modal.css';
import './screens/play/prompts/PlayPrompts.css';

// Inside a partner's frame: the embedder API (it reads the address before the app routes).
startEmbed(i18nReady);
registerServiceWorker();
// Menus, tutorial and rules sound too, where no puzzle scene plays them.
installPageSounds();

void i18nReady.then(async () => {
  // In a task of its own: the language file is often in before the entry's modules have run, and
  // then this would lengthen their evaluation, one long task on a phone (issue 17).
  await nextTask();
  followDocumentMeta(i18next);
  // The router's start (its routes matched, a lazy route's chunk asked for) and React's root each
  // in a task of their own too: with the title's translation before them they were one task of
  // 90-110 ms at Lighthouse's 4x slowdown on / and /play (issue 17).
  await nextTask();
  // Before the router reads the address: it starts from the address it keeps.
  cleanStartupAddress();
  const router = createAppRouter();
  await routerStarted(router);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the app in slices that leave the page free to answer a tap,
  // instead of one long task; the first-paint script's loader shows meanwhile (boot/first-paint.ts).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
