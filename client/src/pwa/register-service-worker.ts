// The service worker (sw.ts) is registered in the built game only: the dev server has none (its
// files change under the same names); and only once the page has settled (service-worker-timing.ts).

import { pageLoaded, whenIdle } from '../app/when-idle';
import { type SettlingPage, whenSettled } from './service-worker-timing';

export const SERVICE_WORKER_PATH = `${import.meta.env.BASE_URL}sw.js`;

const browserPage: SettlingPage = {
  loaded: pageLoaded,
  after: (ms, run) => window.setTimeout(run, ms),
  whenIdle,
};

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void whenSettled(() => {
    // A browser that refuses (storage blocked in a frame, say) just plays online, as before.
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  }, browserPage);
}
