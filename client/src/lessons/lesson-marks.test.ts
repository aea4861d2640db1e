import type { LessonId } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { memoryStore } from '../state/storage';
import { createLessonProgress } from './lesson-marks';
import { createPracticeSolved, PRACTICE_SOLVED_KEY } from './practice-solved';

function setUp(token: string | null, guest: LessonId[] = []) {
  const server: LessonId[] = [];
  const calls: string[] = [];
  const auth = create<{ token: string | null }>()(() => ({ token }));
  const settings = create<{
    lessonsDone: readonly LessonId[];
    update(c: { lessonsDone: readonly LessonId[] }): void;
  }>()((set) => ({ lessonsDone: guest, update: (c) => set(c) }));
  const api = {
    lessonMarks: async () => {
      calls.push('get');
      return { done: [...server] };
    },
    markLessons: async (done: LessonId[]) => {
      calls.push(`post ${done.join(',')}`);
      for (const id of done) if (!server.includes(id)) server.push(id);
      return { done: [...server] };
    },
  };
  return { progress: createLessonProgress({ api, auth, settings }), auth, settings, server, calls };
}

describe('lesson done marks', () => {
  it("a guest's marks stay on the device, in teaching order, and nothing is sent", async () => {
    const { progress, settings, calls } = setUp(null);
    await progress.markDone('try-and-check');
    await progress.markDone('add-multiply');
    await progress.markDone('add-multiply');
    expect(settings.getState().lessonsDone).toEqual(['add-multiply', 'try-and-check']);
    expect(progress.done()).toEqual(['add-multiply', 'try-and-check']);
    expect(calls).toEqual([]);
  });

  it("an account's marks go to the server; a guest's marks join the account on sign-in", async () => {
    const { progress, auth, server, calls } = setUp(null, ['subtract-divide']);
    auth.setState({ token: 'token-1' });
    await progress.sync();
    expect(calls).toEqual(['post subtract-divide']);
    expect(progress.done()).toEqual(['subtract-divide']);
    await progress.markDone('central-square-box');
    expect(server).toEqual(['subtract-divide', 'central-square-box']);
    expect(progress.done()).toEqual(['subtract-divide', 'central-square-box']);
    // Read once per token.
    await progress.sync();
    expect(calls).toHaveLength(2);
  });

  it('an account with no guest marks only reads its own', async () => {
    const { progress, calls } = setUp('token-2');
    await progress.sync();
    expect(calls).toEqual(['get']);
    expect(progress.done()).toEqual([]);
  });
});

describe('practice boards solved', () => {
  it('the lesson is complete only when every board is solved, each counted once', () => {
    const store = createPracticeSolved(memoryStore());
    expect(store.getState().solve('add-multiply', 2)).toBe(false);
    expect(store.getState().solve('add-multiply', 2)).toBe(false);
    expect(store.getState().solve('add-multiply', 1)).toBe(true);
    expect(store.getState().solved['add-multiply']).toEqual([1, 2]);
    expect(store.getState().solved['try-and-check']).toBeUndefined();
  });

  it('are still solved after a reload: a new store on the same storage reads them', () => {
    const storage = memoryStore();
    createPracticeSolved(storage).getState().solve('add-multiply', 2);
    const again = createPracticeSolved(storage);
    expect(again.getState().solved['add-multiply']).toEqual([2]);
    expect(again.getState().solve('add-multiply', 1)).toBe(true);
  });

  it('leave out what is not a lesson or a board number when read back', () => {
    const storage = memoryStore();
    storage.setItem(
      PRACTICE_SOLVED_KEY,
      JSON.stringify({ state: { solved: { 'add-multiply': [2, 2, 9, 'x'], nowhere: [1] } }, version: 1 }),
    );
    expect(createPracticeSolved(storage).getState().solved).toEqual({ 'add-multiply': [2] });
  });
});
