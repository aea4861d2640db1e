import { describe, expect, it } from 'vitest';
import { resultMessage, starCount } from './stars';

describe('result messages by stars', () => {
  it.each([
    [{ time: true, noerrors: true, finished: true }, 'perfect'],
    [{ time: true, noerrors: false, finished: true }, 'completed-on-time'],
    [{ time: false, noerrors: true, finished: true }, 'completed-no-errors'],
    [{ time: false, noerrors: false, finished: true }, 'completed'],
    [{ time: false, noerrors: false, finished: false }, 'failed'],
  ] as const)('%j -> %s', (stars, message) => {
    expect(resultMessage(stars)).toBe(message);
  });

  it('counts stars', () => {
    expect(starCount({ time: true, noerrors: false, finished: true })).toBe(2);
  });
});
