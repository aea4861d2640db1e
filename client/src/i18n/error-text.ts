// The words for a failed call. The server's `code` is the spec's message key where it has one
// (section 8), and our locales translate those keys; any other error shows the server's own text
// (the first of `messages`, else `message`, already picked by api/errors.ts).

import i18next, { type TFunction } from 'i18next';
import { ApiError } from '../api/errors';

export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18next.exists(key)) return t(key as 'errors.error');
    return error.message;
  }
  return t('errors.error');
}
