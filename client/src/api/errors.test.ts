import { GENERIC_MESSAGE } from '@numberland/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer, isRetryable, networkError } from './errors';

describe('errorFromAnswer', () => {
  it('shows the first of messages, else message, and keeps the code', () => {
    const many = errorFromAnswer(400, {
      message: 'body/email must match format',
      messages: ['Please enter email', 'Please enter password'],
      code: 'validation',
    });
    expect(many).toMatchObject({ status: 400, code: 'validation', message: 'Please enter email' });
    const one = errorFromAnswer(401, {
      message: 'Wrong username or password.',
      code: 'error-login-wrongcredentials',
    });
    expect(one).toMatchObject({
      status: 401,
      code: 'error-login-wrongcredentials',
      message: 'Wrong username or password.',
    });
  });

  it('falls back to the generic message when the body says nothing usable', () => {
    for (const body of [undefined, 'oops', { messages: [] }, { message: '' }, { messages: [3] }]) {
      const error = errorFromAnswer(502, body);
      expect(error.message).toBe(GENERIC_MESSAGE);
      expect(error.code).toBe('error');
    }
  });

  it('retries only what got no answer or a server failure', () => {
    expect(isRetryable(networkError())).toBe(true);
    expect(isRetryable(new ApiError(503, 'x', 'y'))).toBe(true);
    expect(isRetryable(new ApiError(500, 'internal', 'y'))).toBe(true);
    expect(isRetryable(new ApiError(422, 'score-mismatch', 'y'))).toBe(false);
    expect(isRetryable(new ApiError(429, 'rate-limited', 'y'))).toBe(false);
    expect(isRetryable(new Error('other'))).toBe(false);
  });
});
