import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './validation';

describe('checkNewPassword', () => {
  it('checks length first, then the repeat', () => {
    expect(checkNewPassword('abc', 'xyz')).toBe('error-register-passwordformat');
    expect(checkNewPassword('abcdef', 'abcdeg')).toBe('error-register-passwordsmatch');
    expect(checkNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});
