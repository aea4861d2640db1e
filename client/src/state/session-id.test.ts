import { describe, expect, it } from 'vitest';
import { isSessionId, newSessionId } from './session-id';

describe('newSessionId', () => {
  it('is 22 characters the server accepts, and differs each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isSessionId(id)).toBe(true);
    expect(newSessionId(() => new Uint8Array(22)).length).toBe(22);
  });

  it('refuses what the server would refuse', () => {
    expect(isSessionId('short')).toBe(false);
    expect(isSessionId('has spaces in it')).toBe(false);
    expect(isSessionId(42)).toBe(false);
  });
});
