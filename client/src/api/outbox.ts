// Writes that could not reach the server, kept and sent again until the server answers, so that a
// finished game, a spent gem or an analytics event is never lost to a dropped connection or a
// server restart. Entries go out in the order they were made; while the server is unreachable
// the outbox waits longer after each failed round (1 s, 2 s, 4 s ... up to a minute), and starts
// again at once when the browser says it is back online.
//
// Only writes that are safe to send twice belong here: score posts are idempotent by their id on
// the server, a gem total is a total, analytics events are counts.

import { PERSISTED, readStored, writeStored } from '../state/persisted';
import type { KeyValueStore } from '../state/storage';
import type { ApiError } from './errors';

export interface OutboxRequest {
  readonly method: 'POST' | 'GET';
  readonly path: string;
  readonly body?: unknown;
  /** The headers as they were when the write was made (whose token, which tenant). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface OutboxEntry extends OutboxRequest {
  readonly id: string;
  readonly queuedAt: number;
}

export interface OutboxData {
  readonly entries: readonly OutboxEntry[];
}

/** What became of one attempt: an answer (2xx), a refusal (4xx: sending again would not help), or none. */
export type Delivery =
  | { readonly kind: 'delivered'; readonly body: unknown }
  | { readonly kind: 'rejected'; readonly error: ApiError }
  | { readonly kind: 'retry' };

export interface OutboxOptions {
  readonly storage: KeyValueStore;
  readonly deliver: (request: OutboxRequest) => Promise<Delivery>;
  readonly now?: () => number;
  /** Runs `run` after `ms`; returns a function that cancels it. */
  readonly setTimer?: (run: () => void, ms: number) => () => void;
  /** Told about every entry that left the outbox, delivered or refused. */
  readonly onSettled?: (entry: OutboxEntry, delivery: Exclude<Delivery, { kind: 'retry' }>) => void;
}

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 60_000;

/** The wait before the next round after `failures` failed rounds in a row. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    (e.method === 'POST' || e.method === 'GET') &&
    typeof e.path === 'string' &&
    e.path.startsWith('/') &&
    typeof e.queuedAt === 'number' &&
    typeof e.headers === 'object' &&
    e.headers !== null &&
    Object.values(e.headers).every((h) => typeof h === 'string')
  );
}

const defaultTimer = (run: () => void, ms: number) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export function createOutbox(options: OutboxOptions) {
  const { storage, deliver, onSettled } = options;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? defaultTimer;
  const stored = readStored(storage, PERSISTED.outbox.key).entries;
  let entries: OutboxEntry[] = Array.isArray(stored) ? stored.filter(isEntry) : [];
  let failures = 0;
  let cancelTimer: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let counter = 0;

  const save = () => writeStored(storage, PERSISTED.outbox, { entries });

  function scheduleRound(ms: number): void {
    cancelTimer?.();
    cancelTimer = setTimer(() => {
      cancelTimer = undefined;
      void flush();
    }, ms);
  }

  async function round(): Promise<void> {
    while (entries.length > 0) {
      const entry = entries[0]!;
      let delivery: Delivery;
      try {
        delivery = await deliver(entry);
      } catch {
        delivery = { kind: 'retry' };
      }
      if (delivery.kind === 'retry') {
        failures += 1;
        scheduleRound(retryDelayMs(failures));
        return;
      }
      failures = 0;
      entries = entries.filter((e) => e.id !== entry.id);
      save();
      onSettled?.(entry, delivery);
    }
  }

  /** Sends what is waiting, in order, until the outbox is empty or the server is unreachable. */
  function flush(): Promise<void> {
    if (!running) {
      cancelTimer?.();
      cancelTimer = undefined;
      running = round().finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  return {
    /** Keeps a write whose first attempt got no answer, and tries it again after a wait. */
    add(request: OutboxRequest): OutboxEntry {
      counter += 1;
      const entry: OutboxEntry = { ...request, id: `${now().toString(36)}-${counter}`, queuedAt: now() };
      entries = [...entries, entry];
      save();
      // A round already waiting keeps its time: a stream of writes must not push it back forever.
      if (!running && !cancelTimer) scheduleRound(retryDelayMs(Math.max(1, failures)));
      return entry;
    },
    /** Whether a write to this path is still waiting (a newer one must queue behind it). */
    hasPending(path: string): boolean {
      return entries.some((e) => e.path === path);
    },
    entries(): readonly OutboxEntry[] {
      return entries;
    },
    flush,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
