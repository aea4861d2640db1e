// The done marks of lessons (issue 16): a guest's are kept on this device (the settings store),
// an account's on the server (GET/POST /api/user/lessons). When a guest signs in, the marks they
// made as a guest are posted to the account, so nothing done is lost - as the server already
// moves a guest session's games to the account.

import { LESSON_IDS, type LessonId } from '@numberland/engine';
import { create, type StoreApi } from 'zustand';
import type { Calls } from '../api/calls';

export interface AccountLessons {
  /** The token the marks were read with; another token reads them again. */
  readonly token: string | null;
  readonly done: readonly LessonId[] | undefined;
}

interface Ports {
  readonly api: Pick<Calls, 'lessonMarks' | 'markLessons'>;
  readonly auth: StoreApi<{ readonly token: string | null }>;
  readonly settings: StoreApi<{
    readonly lessonsDone: readonly LessonId[];
    update(change: { lessonsDone: readonly LessonId[] }): void;
  }>;
}

const inOrder = (ids: Iterable<LessonId>): LessonId[] => {
  const set = new Set(ids);
  return LESSON_IDS.filter((id) => set.has(id));
};

export function createLessonProgress(ports: Ports) {
  const account = create<AccountLessons>()(() => ({ token: null, done: undefined }));

  /** The lessons done by whoever plays now. */
  function done(): readonly LessonId[] {
    const token = ports.auth.getState().token;
    if (!token) return ports.settings.getState().lessonsDone;
    const mine = account.getState();
    return mine.token === token ? (mine.done ?? []) : [];
  }

  /** Reads the account's marks, posting the guest's first so they join it. */
  async function sync(): Promise<void> {
    const token = ports.auth.getState().token;
    if (!token || account.getState().token === token) return;
    account.setState({ token, done: undefined });
    const guest = ports.settings.getState().lessonsDone;
    try {
      const answer =
        guest.length > 0 ? await ports.api.markLessons([...guest]) : await ports.api.lessonMarks();
      if (ports.auth.getState().token === token) account.setState({ token, done: inOrder(answer.done) });
    } catch (error) {
      // Shown as not done yet; the next visit to the lessons reads them again.
      account.setState({ token: null, done: undefined });
      console.warn('The lessons done could not be read', error);
    }
  }

  /** A lesson's practice boards are all solved. */
  async function markDone(lesson: LessonId): Promise<void> {
    const token = ports.auth.getState().token;
    if (!token) {
      const settings = ports.settings.getState();
      settings.update({ lessonsDone: inOrder([...settings.lessonsDone, lesson]) });
      return;
    }
    const before = account.getState();
    account.setState({
      token,
      done: inOrder([...(before.token === token ? (before.done ?? []) : []), lesson]),
    });
    const answer = await ports.api.markLessons([lesson]);
    if (ports.auth.getState().token === token) account.setState({ token, done: inOrder(answer.done) });
  }

  return { account, done, sync, markDone };
}
