import { MAX_ACTIONS } from '@numberland/engine';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { isEmail, MESSAGES, PASSWORD_MIN } from './account-rules';
import { AnalyticsBody, MAX_BATCH } from './analytics';
import { GameQuery, ScorePost } from './game';

describe('account rules', () => {
  it.each([
    ['a@b.co', true],
    ['first.last@example.com', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['', false],
  ])('%j is an email address: %s', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
  });

  it('tells the shortest password in its message', () => {
    expect(MESSAGES['error-register-passwordformat']).toContain(`${PASSWORD_MIN} or more`);
  });
});

describe('the game query', () => {
  const query = (level: number, shape: number, difficulty: number) =>
    Value.Check(GameQuery, { level, shape, difficulty });

  it('takes exactly the lands 1-3, slots 1-4 and difficulties 1-4 its types name', () => {
    expect(query(1, 1, 1)).toBe(true);
    expect(query(3, 4, 4)).toBe(true);
    expect(query(0, 1, 1)).toBe(false);
    expect(query(4, 1, 1)).toBe(false);
    expect(query(1, 5, 1)).toBe(false);
    expect(query(1, 1, 5)).toBe(false);
    expect(query(1.5, 1, 1)).toBe(false);
  });
});

describe('the score post', () => {
  const post = (actions: number, game: Record<string, unknown> = {}) => ({
    id: 'game-0001',
    puzzleId: 'a123',
    playTime: 10,
    score: {
      total: 1,
      cells: 1,
      timeBonus: 0,
      finalBonus: 0,
      specialSquareBonus: 0,
      reveals: 0,
      hints: 0,
      reductionPercent: 0,
    },
    startTime: '2026-01-01T00:00:00Z',
    endTime: '2026-01-01T00:00:10Z',
    hintsUsed: 0,
    timeStar: true,
    noerrorsStar: true,
    finishedStar: true,
    difficulty: 1,
    finishType: 'success',
    errorsMade: 0,
    level: 1,
    game: {
      createdAt: Date.UTC(2026, 0, 1),
      gems: 0,
      startupDelayMs: 0,
      errorAssist: false,
      actions: Array.from({ length: actions }, () => ({
        at: Date.UTC(2026, 0, 1),
        action: { type: 'pause' },
      })),
      ...game,
    },
  });
  /** The same post with its actions as steps instead. */
  const stepsPost = (steps: unknown[]) => {
    const { actions: _actions, ...game } = post(0).game;
    return { ...post(0), game: { ...game, steps } };
  };

  it("holds at most the engine's number of actions", () => {
    expect(Value.Check(ScorePost, post(MAX_ACTIONS))).toBe(true);
    expect(Value.Check(ScorePost, post(MAX_ACTIONS + 1))).toBe(false);
    expect(Value.Check(ScorePost, stepsPost(Array(MAX_ACTIONS).fill([0, 'pause'])))).toBe(true);
    expect(Value.Check(ScorePost, stepsPost(Array(MAX_ACTIONS + 1).fill([0, 'pause'])))).toBe(false);
  });

  it('takes steps of 2 to 8 numbers, strings and booleans, and leaves their meaning to the engine', () => {
    expect(
      Value.Check(
        ScorePost,
        stepsPost([
          [0, 'begin'],
          [2000, 'select', 4, 'add'],
          [5, 'set-error-assist', true],
        ]),
      ),
    ).toBe(true);
    expect(Value.Check(ScorePost, stepsPost([[0]]))).toBe(false);
    expect(Value.Check(ScorePost, stepsPost([[0, 'tick', 1, 2, 3, 4, 5, 6, 7]]))).toBe(false);
    expect(Value.Check(ScorePost, stepsPost([[0, { type: 'begin' }]]))).toBe(false);
    expect(Value.Check(ScorePost, stepsPost([{ ms: 0, type: 'begin' }]))).toBe(false);
  });
});

describe('analytics', () => {
  const event = { eventName: 'play', ID: 'device-1' };

  it('takes one event or a batch of at most MAX_BATCH, of known names only', () => {
    expect(Value.Check(AnalyticsBody, event)).toBe(true);
    expect(Value.Check(AnalyticsBody, { events: Array(MAX_BATCH).fill(event) })).toBe(true);
    expect(Value.Check(AnalyticsBody, { events: Array(MAX_BATCH + 1).fill(event) })).toBe(false);
    expect(Value.Check(AnalyticsBody, { ...event, eventName: 'unknown' })).toBe(false);
  });
});
