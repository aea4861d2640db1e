import type { ScorePostBody as ScorePost } from '@numberland/contract';
import { gemPrizeFor, readPostedActions, replay, scorePostOf } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { type FinishDeps, finishGame } from './finish-game';
import { playAll, solveActions, testGame } from './test-game';

function deps(signedIn: boolean, answer: Promise<unknown>) {
  const posts: ScorePost[] = [];
  const recorded: unknown[] = [];
  let gems = 300;
  const d: FinishDeps = {
    postScore: (post) => {
      posts.push(post);
      return answer as ReturnType<FinishDeps['postScore']>;
    },
    recordProgress: (r) => recorded.push(r),
    signedIn: () => signedIn,
    gems: () => gems,
    setGems: (g) => {
      gems = g;
    },
  };
  return { d, posts, recorded, gems: () => gems };
}

describe('finishing a game', () => {
  const game = testGame('l-shape-2pairs', 1, 2);
  const solved = playAll(game, solveActions(game));

  it('posts the summary with the start and every action, which replay to the same finish', () => {
    const made = scorePostOf(solved);
    if (!made.ok) throw new Error(made.error.message);
    const post = made.value;
    expect(post.finishType).toBe('success');
    expect(post.game.steps).toHaveLength(solved.record.actions.length);
    const actions = readPostedActions(post.game);
    if (!actions.ok) throw new Error(actions.error);
    const again = replay({
      start: solved.record.start,
      createdAt: post.game.createdAt,
      actions: actions.value,
    });
    expect(again.finishType).toBe('success');
    expect(again.score).toBe(solved.state.score);
  });

  it('pays a guest the prize here and records the finish for auto-progress', async () => {
    const run = deps(false, Promise.resolve({ status: 'queued' }));
    const { prize, posted } = finishGame(solved.state, solved.record, run.d);
    expect(prize).toBe(gemPrizeFor(solved.state.start.difficulty));
    expect(run.gems()).toBe(300 + prize);
    expect(run.recorded).toHaveLength(1);
    expect(run.posts).toHaveLength(1);
    expect(await posted).toEqual({ kind: 'queued' });
  });

  it("takes a signed-in player's prize and balance from the server's answer", async () => {
    const answer = Promise.resolve({
      status: 'sent',
      value: { id: 'x', verified: true, total: 5, prize: 200, gems: 900 },
    });
    const run = deps(true, answer);
    const { prize, posted } = finishGame(solved.state, solved.record, run.d);
    expect(prize).toBe(0);
    // The balance stays until the answer, which score-answers.ts settles.
    expect(run.gems()).toBe(300);
    expect(await posted).toEqual({
      kind: 'answered',
      answer: { id: 'x', verified: true, total: 5, prize: 200, gems: 900 },
    });
  });

  it('turns a refusal into an outcome, never a swallowed rejection', async () => {
    const refusal = new ApiError(422, 'score-mismatch', 'The posted score do not match.');
    const run = deps(true, Promise.reject(refusal));
    const { posted } = finishGame(solved.state, solved.record, run.d);
    expect(await posted).toEqual({ kind: 'refused', error: refusal });
  });

  it('pays nothing for a failed game, and posts nothing for one left before the end', () => {
    const failing = playAll(game, solveActions(game, 3));
    expect(failing.state.finishType).toBe('errors_fail');
    const run = deps(false, Promise.resolve({ status: 'queued' }));
    expect(finishGame(failing.state, failing.record, run.d).prize).toBe(0);
    expect(run.gems()).toBe(300);
    expect(run.posts[0]!.finishType).toBe('errors_fail');

    const left = playAll(game, [{ type: 'exit' }]);
    const none = deps(false, Promise.resolve({ status: 'queued' }));
    expect(finishGame(left.state, left.record, none.d)).toEqual({ prize: 0, posted: undefined });
    expect(none.posts).toHaveLength(0);
  });
});
