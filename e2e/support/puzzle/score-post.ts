// The score post: what the client sent the server when the game ended, caught off the wire and
// checked against the API contract's schema, its actions read as the engine reads them.

import { ScorePost } from '@numberland/contract';
import { type ScorePost as EngineScorePost, parseTimedActions } from '@numberland/engine';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { Value } from 'typebox/value';

/** The post as the engine builds it (scorePostOf), its actions read back by the engine. */
export type PostedScore = EngineScorePost;

/** The post a request body holds, or why it is not one the server would take. */
export function postedScore(body: string): PostedScore | Error {
  const post: unknown = JSON.parse(body);
  if (!Value.Check(ScorePost, post)) return new Error(`The score post breaks the API contract: ${body}`);
  const actions = parseTimedActions(post.game.actions);
  if (!actions.ok) return new Error(`The engine cannot read the posted actions: ${actions.error}`);
  // The engine's reading drops nothing the client sent: the post's actions are exactly these.
  if (JSON.stringify(actions.value) !== JSON.stringify(post.game.actions)) {
    return new Error(`The posted actions carry more than the engine reads: ${body}`);
  }
  return { ...post, game: { ...post.game, actions: actions.value } };
}

/** The first score post the page sends from now on. */
export function catchScorePost(page: Page): { readonly posted: Promise<PostedScore>; stop(): void } {
  let settle: (post: PostedScore | Error) => void = () => {};
  const posted = new Promise<PostedScore>((resolve, reject) => {
    settle = (post) => (post instanceof Error ? reject(post) : resolve(post));
  });
  // Caught by whoever awaits it; until then, a refused post is not an unhandled rejection.
  posted.catch(() => {});
  const listener = (request: HTTPRequest) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/game/score')) return;
    const body = request.postData();
    if (body) settle(postedScore(body));
  };
  page.on('request', listener);
  return { posted, stop: () => page.off('request', listener) };
}
