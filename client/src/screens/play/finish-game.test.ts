import type { ScorePostBody as ScorePost } from '@numberland/contract';
import { gemPrizeFor, replay, scorePostOf } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { type FinishDeps, finishGame } from './finish-game';
import { playAll, solveActions, testGame } from './test-game';

function deps(signedIn: boolean, answer: Promise<unknown>) {
  const posts: ScorePost[] = [];
  const recorded: unknown[] = [];
  let gems = 300;
  const prizes: number[] = [];
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
    onPrize: (p) => prizes.push(p),
  };
  return { d, posts, recorded, prizes, gems: () => gems };
}

describe('finishing a game', () => {
  const game = testGame('l-shape-2pairs', 1, 2);
  const solved = playAll(game, solveActions(game));

  it('posts the summary with the start and every action, which replay to the same finish', () => {
    const made = scorePostOf(solved);
    if (!made.ok) throw new Error(made.error.message);
    const post = made.value;
    expect(post.finishType).toBe('success');
    expect(post.game.actions).toHaveLength(solved.record.actions.length);
    const again = replay({
      start: solved.record.start,
      createdAt: post.game.createdAt,
      actions: post.game.actions,
    });
    expect(again.finishType).toBe('success');
    expect(again.score).toBe(solved.state.score);
  });

  it('pays a guest the prize here and records the finish for auto-progress', async () => {
    const run = deps(false, Promise.resolve({ status: 'queued' }));
    const prize = finishGame(solved.state, solved.record, run.d);
    expect(prize).toBe(gemPrizeFor(solved.state.start.difficulty));
    expect(run.gems()).toBe(300 + prize);
    expect(run.recorded).toHaveLength(1);
    expect(run.posts).toHaveLength(1);
  });

  it("takes a signed-in player's prize and balance from the server's answer", async () => {
    const answer = Promise.resolve({
      status: 'sent',
      value: { id: 'x', verified: true, total: 5, prize: 200, gems: 900 },
    });
    const run = deps(true, answer);
    expect(finishGame(solved.state, solved.record, run.d)).toBe(0);
    await answer;
    await Promise.resolve();
    expect(run.gems()).toBe(900);
    expect(run.prizes).toEqual([200]);
  });

  it('pays nothing for a failed game, and posts nothing for one left before the end', () => {
    const failing = playAll(game, solveActions(game, 3));
    expect(failing.state.finishType).toBe('errors_fail');
    const run = deps(false, Promise.resolve({ status: 'queued' }));
    expect(finishGame(failing.state, failing.record, run.d)).toBe(0);
    expect(run.gems()).toBe(300);
    expect(run.posts[0]!.finishType).toBe('errors_fail');

    const left = playAll(game, [{ type: 'exit' }]);
    const none = deps(false, Promise.resolve({ status: 'queued' }));
    expect(finishGame(left.state, left.record, none.d)).toBe(0);
    expect(none.posts).toHaveLength(0);
  });
});
