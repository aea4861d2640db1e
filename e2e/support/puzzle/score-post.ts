// The score post: what the client sent the server when the game ended, caught off the wire and
// checked against the API contract's schema, its steps read as the engine reads them.

import { ScorePost } from '@numberland/contract';
import {
  type ActionStep,
  type ScorePost as EngineScorePost,
  readPostedActions,
  stepsOf,
} from '@numberland/engine';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { Value } from 'typebox/value';

/** The post as the engine builds it (scorePostOf): its actions as steps. */
export type PostedScore = EngineScorePost;

/** The post a request body holds, or why it is not one the server would take. */
export function postedScore(body: string): PostedScore | Error {
  const post: unknown = JSON.parse(body);
  if (!Value.Check(ScorePost, post)) return new Error(`The score post breaks the API contract: ${body}`);
  const { actions: objects, ...game } = post.game;
  if (game.steps === undefined || objects !== undefined) {
    return new Error(`The client posts its game as steps, and only so: ${body}`);
  }
  const actions = readPostedActions(game);
  if (!actions.ok) return new Error(`The engine cannot read the posted steps: ${actions.error}`);
  // The engine's reading drops nothing the client sent: the post's steps are exactly these.
  if (JSON.stringify(stepsOf(game.createdAt, actions.value)) !== JSON.stringify(game.steps)) {
    return new Error(`The posted steps carry more than the engine reads: ${body}`);
  }
  // Each step read as an action and written back the same: they are the engine's steps.
  return { ...post, game: { ...game, steps: game.steps as readonly ActionStep[] } };
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
