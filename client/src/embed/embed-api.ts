// The embedder API (docs/embedding.md; the messages in contract/src/embed.ts): inside a partner's
// frame, the game tells its parent that it is ready, when a puzzle starts and finishes (the play
// controller's news) and how tall its content is. Every message goes to the one origin the
// embedding named and FRAME_ANCESTORS allows (parent-origin.ts); with none, nothing is sent.

import { EMBED_SOURCE, EMBED_VERSION, type EmbedEvent, type EmbedMessage } from '@numberland/contract';
import type { PlayNews } from '../play/play-news';
import { allowedParentOrigin } from './parent-origin';

export interface EmbedApiDeps {
  /** The address's query as the page was opened (the router may drop it later). */
  readonly search: string;
  readonly selfOrigin: string;
  /** The server's frame-ancestors sources. */
  readonly frameAncestors: () => Promise<readonly string[]>;
  /** Settles when the game shows (its language file is here): `ready` waits for it. */
  readonly shown: Promise<unknown>;
  /** window.parent.postMessage. */
  readonly post: (message: EmbedMessage, targetOrigin: string) => void;
  /** The play controller's news of games started and finished. */
  readonly onNews: (listener: (news: PlayNews) => void) => () => void;
  /** Calls its argument with the content height now and at each change. */
  readonly watchHeight: (report: (height: number) => void) => () => void;
}

/**
 * Starts the API when the embedding named an allowed origin: `ready`, then the content height,
 * then news as it comes. Resolves to the origin messages go to (undefined: none) and a stop.
 */
export async function startEmbedApi(
  deps: EmbedApiDeps,
): Promise<{ readonly origin: string | undefined; stop(): void }> {
  let sources: readonly string[] = [];
  try {
    [sources] = await Promise.all([deps.frameAncestors(), deps.shown]);
  } catch {
    // No answer from the server: the list is unknown, so nothing may be sent.
  }
  const origin = allowedParentOrigin(deps.search, sources, deps.selfOrigin);
  if (!origin) return { origin: undefined, stop: () => undefined };
  const send = (event: EmbedEvent) =>
    deps.post({ source: EMBED_SOURCE, version: EMBED_VERSION, ...event } as EmbedMessage, origin);
  send({ type: 'ready' });
  const stopHeight = deps.watchHeight((height) => send({ type: 'resize', height }));
  const stopNews = deps.onNews(send);
  return {
    origin,
    stop() {
      stopHeight();
      stopNews();
    },
  };
}
