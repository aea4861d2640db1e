// The score post: what the client sent the server when the game ended, caught off the wire.

import type { ScoreSummary, SessionAction } from '@numberland/engine';
import type { HTTPRequest, Page } from 'puppeteer-core';

export interface PostedScore extends ScoreSummary {
  readonly level: number;
  readonly game: {
    readonly createdAt: number;
    readonly gems: number;
    readonly startupDelayMs: number;
    readonly errorAssist: boolean;
    readonly actions: readonly { readonly at: number; readonly action: SessionAction }[];
  };
}

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
