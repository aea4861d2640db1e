import { describe, expect, it } from 'vitest';
import { alphaResetCode } from './alpha-code';

describe('alphaResetCode', () => {
  it('reads the code from the query or from the path', () => {
    expect(alphaResetCode('/setalphapassword', '?resetPasswordCode=abc')).toBe('abc');
    expect(alphaResetCode('/setalphapassword', '?code=def')).toBe('def');
    expect(alphaResetCode('/SetAlphaPassword/ghi', '')).toBe('ghi');
    expect(alphaResetCode('/setalphapassword', '')).toBeNull();
  });
});
