// The embedder API wired to the page: only inside a frame. The frame-ancestors list is read from
// the Content-Security-Policy the server sends with every answer (from FRAME_ANCESTORS), here
// with GET /api/health's. The play controller is a chunk of its own (the puzzle screen's), fetched
// here for its news: long before a game's countdown ends.

/** Hears the play controller's news once its chunk is here; the function returned stops it. */
function onNews(listener: (news: PlayNews) => void): () => void {
  let stop = () => {};
  let live = true;
  import('../play/app-play-controller')
    .then(({ playController }) => {
      if (live) stop = playController.onNews(listener);
    })
    .catch(() => undefined);
  return () => {
    live = false;
    stop();
  };
}

import type { PlayNews } from '../play/play-news';
import { watchContentHeight } from './content-height';
import { startEmbedApi } from './embed-api';
import { frameAncestorsOf } from './parent-origin';

async function serverFrameAncestors(): Promise<string[]> {
  const answer = await fetch(`${import.meta.env.BASE_URL}api/health`, { cache: 'no-store' });
  return frameAncestorsOf(answer.headers.get('content-security-policy'));
}

export function startEmbed(shown: Promise<unknown>): void {
  if (window.parent === window) return;
  // Read now: the address's query goes once the app routes.
  const search = window.location.search;
  void startEmbedApi({
    search,
    selfOrigin: window.location.origin,
    frameAncestors: serverFrameAncestors,
    shown,
    post: (message, origin) => window.parent.postMessage(message, origin),
    onNews,
    watchHeight: (report) => watchContentHeight(report),
  });
}
