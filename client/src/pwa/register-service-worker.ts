// The service worker (sw.ts) is registered in the built game only: the dev server has none (its
// files change under the same names). Registered once the page has loaded, so the worker's first
// fetch of every file does not compete with the game's own start.

export const SERVICE_WORKER_PATH = `${import.meta.env.BASE_URL}sw.js`;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (storage blocked in a frame, say) just plays online, as before.
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
