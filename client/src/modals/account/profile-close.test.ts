import { describe, expect, it } from 'vitest';
import { type AfterProfile, opensDaily } from './profile-close';

const closed: AfterProfile = {
  loggedIn: true,
  showing: null,
  lastDaily: '2026-03-09',
  today: '2026-03-10',
  dailyExists: true,
};

describe('opensDaily', () => {
  it.each<[string, Partial<AfterProfile>, boolean]>([
    ['claimed on another day', {}, true],
    ['never claimed', { lastDaily: null }, true],
    ['same day of another month', { lastDaily: '2026-02-10' }, true],
    ['claimed today', { lastDaily: '2026-03-10' }, false],
    ['a guest', { loggedIn: false }, false],
    ['another modal took its place', { showing: 'login' }, false],
    ['no daily modal yet', { dailyExists: false }, false],
  ])('%s: %s', (_, change, opens) => {
    expect(opensDaily({ ...closed, ...change })).toBe(opens);
  });
});
