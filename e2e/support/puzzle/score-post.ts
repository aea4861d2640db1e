// The score post: what the client sent the server when the game ended, caught off the wire.

import type { HTTPRequest, Page } from 'puppeteer-core';
import type { ScorePost } from '../../../client/src/api/types';

/** The client's own type of the post. */
export type PostedScore = ScorePost;

/** The first score post the page sends from now on. */
export function catchScorePost(page: Page): { readonly posted: Promise<PostedScore>; stop(): void } {
  let resolve: (post: PostedScore) => void = () => {};
  const posted = new Promise<PostedScore>((r) => {
    resolve = r;
  });
  const listener = (request: HTTPRequest) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/game/score')) return;
    const body = request.postData();
    if (body) resolve(JSON.parse(body) as PostedScore);
  };
  page.on('request', listener);
  return { posted, stop: () => page.off('request', listener) };
}
