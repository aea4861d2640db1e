// A scripted stand-in for fetch, for the API's unit tests only: each call takes the next answer.

import type { FetchLike } from './client';

export type Answer = { readonly status: number; readonly body?: unknown } | 'network-down';

export interface Call {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

export function scriptedFetch(answers: Answer[]): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift() ?? { status: 200, body: {} };
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

/** Timers run by hand: `fire()` runs the one pending, as if its time had come. */
export function manualTimers() {
  let pending: { run: () => void; ms: number } | undefined;
  return {
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      pending = timer;
      return () => {
        if (pending === timer) pending = undefined;
      };
    },
    pendingMs: () => pending?.ms,
    fire: () => {
      const timer = pending;
      pending = undefined;
      timer?.run();
    },
  };
}
