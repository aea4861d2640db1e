// Chromium traces of a page for the browser tests and benches (play-arrival.test.ts,
// main-thread-bench.ts): recording one, and finding the page's main thread in it.

import type { Page } from 'puppeteer-core';

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's own clock: time the thread ran, not the time it waited for the processor. */
  readonly tdur?: number;
  readonly args?: { readonly data?: { readonly url?: unknown } };
}

/** Records a trace of the `categories` while `run` makes the page work. */
export async function traced(
  page: Page,
  categories: readonly string[],
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
  await page.tracing.start({ categories: [...categories] });
  let buffer: Uint8Array | undefined;
  try {
    await run();
  } finally {
    buffer = await page.tracing.stop();
  }
  if (!buffer) throw new Error('The trace came back empty');
  return (JSON.parse(Buffer.from(buffer).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The renderer main thread of the page at `origin`: the one that ran most of its scripts. */
export function pageThread(events: readonly TraceEvent[], origin: string): { pid: number; tid: number } {
  const calls = new Map<string, number>();
  for (const e of events)
    if (e.name === 'FunctionCall' && String(e.args?.data?.url ?? '').startsWith(origin))
      calls.set(`${e.pid}:${e.tid}`, (calls.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const busiest = [...calls].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error(`no script of ${origin} ran in the trace`);
  const [pid, tid] = busiest[0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
}
