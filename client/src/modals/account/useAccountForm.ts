// The state every account form shares: one message at a time (the first problem, as the spec
// orders them), the field it is about marked invalid and focused, and a sending flag that keeps
// the button from sending twice. A server error shows the translation of its code when the
// locales have one, else the server's own text (the first of `messages`, else `message`).

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import type { RegisterProblem } from '../../app/validation';
import { errorText } from '../../i18n/error-text';
import { type AccountField, fieldOfProblem } from './form-problems';

interface Problem {
  readonly text: string;
  readonly field: AccountField | null;
}

export function useAccountForm() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (problem?.field) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem]);

  /** A problem the client found: a message key of the catalogue. */
  const fail = (key: RegisterProblem | 'error-login-enterusername') =>
    setProblem({ text: t(`errors.${key}`), field: fieldOfProblem(key) });

  /** Sends; a thrown error becomes the message. Resolves true when the call went through. */
  const send = async (call: () => Promise<void>): Promise<boolean> => {
    setProblem(null);
    setSending(true);
    try {
      await call();
      return true;
    } catch (failure) {
      const field = failure instanceof ApiError ? fieldOfProblem(failure.code) : null;
      setProblem({ text: errorText(t, failure), field });
      return false;
    } finally {
      setSending(false);
    }
  };

  /** aria-invalid and aria-describedby for a field. */
  const marks = (field: AccountField) => {
    const invalid = problem !== null && problem.field === field;
    return { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
  };

  return { problem, sending, formRef, errorId, fail, send, marks, clear: () => setProblem(null) };
}
