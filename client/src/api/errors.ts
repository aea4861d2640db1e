// Errors of calls, as the player should read them. The server answers every error with
// { message, messages?, code } (server/src/plugins/errors.ts): the text to show is the first of
// `messages`, else `message` (DESIGN.md), and `code` is the spec's message key where it has one,
// so the screens can show the translation of that key instead.

import { GENERIC_MESSAGE } from '@numberland/contract';

export class ApiError extends Error {
  /** The HTTP status; 0 when no answer came (network). */
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The error for an answer with a failing status and whatever body it had. */
export function errorFromAnswer(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const message = 'message' in body ? body.message : undefined;
    const messages = 'messages' in body ? body.messages : undefined;
    const code = 'code' in body ? body.code : undefined;
    const first = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
    const text = first ?? (typeof message === 'string' && message !== '' ? message : GENERIC_MESSAGE);
    return new ApiError(status, typeof code === 'string' ? code : 'error', text);
  }
  return new ApiError(status, 'error', GENERIC_MESSAGE);
}

export function networkError(): ApiError {
  return new ApiError(0, 'network', GENERIC_MESSAGE);
}

/** No answer, or the server's own failure: worth trying again later. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
