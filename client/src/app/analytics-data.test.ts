import { MAX_DATA_TEXT } from '@numberland/contract';
import { describe, expect, it } from 'vitest';
import { analyticsData } from './analytics-data';

describe('analyticsData', () => {
  it('keeps flat values, writes the rest as text cut to the limit, and drops undefined', () => {
    const long = 'x'.repeat(MAX_DATA_TEXT + 20);
    expect(
      analyticsData({
        status: 422,
        code: 'score-mismatch',
        kept: true,
        none: null,
        gone: undefined,
        message: long,
      }),
    ).toEqual({
      status: 422,
      code: 'score-mismatch',
      kept: true,
      none: null,
      message: 'x'.repeat(MAX_DATA_TEXT),
    });
  });
});
