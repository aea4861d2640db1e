import type { Profile } from '@numberland/contract';
import { DEFAULT_GEMS, initialProgress } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth';
import { PERSISTED } from './persisted';
import { createProgressStore } from './progress';
import { createSelectionStore } from './selection';
import { createSettingsStore, HINT_REMINDERS_START } from './settings';
import { memoryStore, openStorage } from './storage';

const stored = (storage: ReturnType<typeof memoryStore>, key: string) =>
  JSON.parse(storage.getItem(key) ?? '{}');

const profile: Profile = {
  username: 'Ada',
  email: 'ada@example.org',
  gems: 1300,
  stars: 4,
  topScore: 900,
  totalScore: 1500,
  topscoredifficulty: 2,
  gamesCount: 3,
  lastDaily: '2026-01-02',
  profilePicture: null,
};

describe('settings store', () => {
  it('starts with the defaults and the language it is given', () => {
    const s = createSettingsStore(memoryStore(), 'no').getState();
    expect(s).toMatchObject({
      language: 'no',
      hasSound: true,
      seenIntro: false,
      seenTutorial: { 1: false, 2: false, 3: false },
      hintReminders: HINT_REMINDERS_START,
      resetPasswordCode: null,
    });
  });

  it('keeps the listed fields and reads them back; the reset code stays in memory', () => {
    const storage = memoryStore();
    const first = createSettingsStore(storage, 'en');
    first.getState().update({ hasSound: false, language: 'no', seenIntro: true, resetPasswordCode: 'abc' });
    first.getState().markTutorialSeen(2);
    expect(Object.keys(stored(storage, PERSISTED.settings.key)).sort()).toEqual(
      [...PERSISTED.settings.fields].sort(),
    );
    const again = createSettingsStore(storage, 'en').getState();
    expect(again).toMatchObject({
      hasSound: false,
      language: 'no',
      seenIntro: true,
      resetPasswordCode: null,
    });
    expect(again.seenTutorial).toEqual({ 1: false, 2: true, 3: false });
  });

  it('drops stored values of the wrong kind, field by field', () => {
    const storage = memoryStore();
    storage.setItem(
      PERSISTED.settings.key,
      JSON.stringify({ hasSound: 'yes', language: 'xx', hintReminders: -1, seenIntro: true }),
    );
    expect(createSettingsStore(storage, 'en').getState()).toMatchObject({
      hasSound: true,
      language: 'en',
      hintReminders: HINT_REMINDERS_START,
      seenIntro: true,
    });
    storage.setItem(PERSISTED.settings.key, 'not json');
    expect(createSettingsStore(storage, 'en').getState().seenIntro).toBe(false);
  });

  it('the intro resets the tutorials and the hint flags, and nothing else', () => {
    const store = createSettingsStore(memoryStore(), 'en');
    store.getState().update({ usedSmartHint: true, usedReveal: true, hintReminders: 0, hasSound: false });
    store.getState().markTutorialSeen(1);
    store.getState().resetTutorialAndHints();
    expect(store.getState()).toMatchObject({
      seenTutorial: { 1: false, 2: false, 3: false },
      usedSmartHint: false,
      usedReveal: false,
      hintReminders: HINT_REMINDERS_START,
      hasSound: false,
    });
  });
});

describe('auth store', () => {
  it('makes a session id once and keeps it across reloads', () => {
    const storage = memoryStore();
    let made = 0;
    const make = () => `session-${++made}-abcdef`;
    const first = createAuthStore(storage, make).getState();
    const again = createAuthStore(storage, make).getState();
    expect(first.sessionId).toBe('session-1-abcdef');
    expect(again.sessionId).toBe(first.sessionId);
    expect(made).toBe(1);
  });

  it('a guest has the default gems; a profile brings the server balance; logout brings the default back', () => {
    const storage = memoryStore();
    const store = createAuthStore(storage);
    expect(store.getState()).toMatchObject({ token: null, gems: DEFAULT_GEMS, user: null });
    store.getState().signIn('tok');
    store.getState().setProfile(profile);
    expect(store.getState()).toMatchObject({ token: 'tok', gems: 1300, lastDaily: '2026-01-02' });
    expect(createAuthStore(storage).getState()).toMatchObject({ token: 'tok', gems: 1300, user: profile });
    store.getState().signOut();
    expect(createAuthStore(storage).getState()).toMatchObject({
      token: null,
      gems: DEFAULT_GEMS,
      user: null,
    });
  });
});

describe('selection store', () => {
  it('selects by slide index and keeps the difficulty within the land', () => {
    const store = createSelectionStore(memoryStore());
    expect(store.getState()).toMatchObject({ level: 1, shape: 0, difficulty: 1 });
    store.getState().selectSlide(9); // land 2, slot 4
    expect(store.getState()).toMatchObject({ level: 2, shape: 4 });
    store.getState().setDifficulty(3);
    expect(store.getState().difficulty).toBe(3);
    store.getState().setDifficulty(4); // land 2 offers 1-3
    expect(store.getState().difficulty).toBe(3);
    store.getState().selectSlide(3); // land 1 offers 1-2: the difficulty comes down
    expect(store.getState()).toMatchObject({ level: 1, shape: 2, difficulty: 2 });
    store.getState().selectSlide(0); // a padding slide
    expect(store.getState()).toMatchObject({ level: 1, shape: 0 });
  });

  it('reads a stored selection back, capping a difficulty the land does not offer', () => {
    const storage = memoryStore();
    storage.setItem(PERSISTED.selection.key, JSON.stringify({ level: 1, shape: 3, difficulty: 4 }));
    expect(createSelectionStore(storage).getState()).toMatchObject({ level: 1, shape: 3, difficulty: 2 });
    storage.setItem(PERSISTED.selection.key, JSON.stringify({ level: 7, shape: 9, difficulty: 'x' }));
    expect(createSelectionStore(storage).getState()).toMatchObject({ level: 1, shape: 0, difficulty: 1 });
  });
});

describe('progress store', () => {
  it('records a finish with the engine and keeps it', () => {
    const storage = memoryStore();
    const store = createProgressStore(storage);
    expect(store.getState().progress).toEqual(initialProgress());
    store.getState().record({
      puzzleId: 'B1L1-1',
      level: 1,
      shape: 1,
      difficulty: 1,
      timeStar: true,
      noerrorsStar: true,
      finishedStar: true,
      hintsUsed: 0,
    });
    const after = createProgressStore(storage).getState().progress;
    expect(after).toMatchObject({ W: 1, Y: 1, A: 1, gameCount: 1, lastShape: 1, lastDifficulty: 1 });
    store.getState().reset();
    expect(createProgressStore(storage).getState().progress).toEqual(initialProgress());
  });
});

describe('blocked storage', () => {
  it('every store still works from memory', () => {
    const storage = openStorage(() => {
      throw new Error('SecurityError');
    });
    expect(storage.available).toBe(false);
    const settings = createSettingsStore(storage, 'en');
    settings.getState().update({ seenIntro: true });
    expect(settings.getState().seenIntro).toBe(true);
    const selection = createSelectionStore(storage);
    selection.getState().selectSlide(13);
    expect(selection.getState()).toMatchObject({ level: 3, shape: 4 });
    const auth = createAuthStore(storage);
    expect(auth.getState().sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
