// Writes that could not reach the server, kept and sent again until the server answers, so that a
// finished game, a spent gem or an analytics event is never lost to a dropped connection or a
// server restart. Entries go out in the order they were made; while the server is unreachable
// the outbox waits longer after each failed round (1 s, 2 s, 4 s ... up to a minute), and starts
// again at once when the browser says it is back online.
//
// Only writes that are safe to send twice belong here: score posts are idempotent by their id on
// the server, a gem total is a total, analytics events are counts.
//
// A write the server refuses (4xx: sending it again as it is would not help) is not dropped in
// silence: when `keeps` says so (a finished game), it is kept aside with the server's answer, the
// player is told, and it can be sent again later or let go.

import { PERSISTED, readStored, writeStored } from '../state/persisted';
import type { KeyValueStore } from '../state/storage';
import type { ApiError } from './errors';

export interface OutboxRequest {
  readonly method: 'POST' | 'GET';
  readonly path: string;
  readonly body?: unknown;
  /**
   * The headers as they were when the write was made (which session, which tenant). Kept without
   * the sign-in token: a write waiting here goes with the token of whoever is signed in when it
   * is sent (client.ts), and signing out leaves no token in storage.
   */
  readonly headers: Readonly<Record<string, string>>;
  /** What the write is, for whoever waits for its late answer (kept with the entry). */
  readonly tag?: WriteTag;
}

/** A write someone listens for: a finished game's score post, by the game's id. */
export interface WriteTag {
  readonly kind: 'score';
  readonly id: string;
}

function isTag(value: unknown): value is WriteTag {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return t.kind === 'score' && typeof t.id === 'string';
}

export interface OutboxEntry extends OutboxRequest {
  readonly id: string;
  readonly queuedAt: number;
}

/** A refused write, kept with the answer that refused it. */
export interface KeptEntry extends OutboxEntry {
  readonly refusedAt: number;
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

export interface OutboxData {
  readonly entries: readonly OutboxEntry[];
  readonly kept?: readonly KeptEntry[];
}

/** Refused writes kept at most (the oldest go first): storage stays small whatever happens. */
export const MAX_KEPT = 20;

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
  /** Whether a refused write is kept for the player to see (default: every one). */
  readonly keeps?: (request: OutboxRequest) => boolean;
}

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 60_000;

/** The wait before the next round after `failures` failed rounds in a row. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

function isKept(value: unknown): value is KeptEntry {
  if (!isEntry(value)) return false;
  const e = value as unknown as Record<string, unknown>;
  return (
    typeof e.refusedAt === 'number' &&
    typeof e.status === 'number' &&
    typeof e.code === 'string' &&
    typeof e.message === 'string'
  );
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
    Object.values(e.headers).every((h) => typeof h === 'string') &&
    (e.tag === undefined || isTag(e.tag))
  );
}

const TOKEN_HEADER = 'Authorization';

/** The headers without the sign-in token: what is kept in storage. */
export function withoutToken(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (!(TOKEN_HEADER in headers)) return headers;
  const { [TOKEN_HEADER]: _token, ...rest } = headers;
  return rest;
}

const tokenless = <E extends OutboxEntry>(entry: E): E =>
  TOKEN_HEADER in entry.headers ? { ...entry, headers: withoutToken(entry.headers) } : entry;

const defaultTimer = (run: () => void, ms: number) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export function createOutbox(options: OutboxOptions) {
  const { storage, deliver, onSettled } = options;
  const keeps = options.keeps ?? (() => true);
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? defaultTimer;
  const stored = readStored(storage, PERSISTED.outbox.key);
  // An older version kept each write's token: it is dropped here (and from storage below).
  let entries: OutboxEntry[] = Array.isArray(stored.entries)
    ? stored.entries.filter(isEntry).map(tokenless)
    : [];
  let kept: KeptEntry[] = Array.isArray(stored.kept) ? stored.kept.filter(isKept).map(tokenless) : [];
  let failures = 0;
  let cancelTimer: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let counter = 0;
  const listeners = new Set<() => void>();

  const save = () => writeStored(storage, PERSISTED.outbox, { entries, kept });
  if (JSON.stringify(stored).includes(`"${TOKEN_HEADER}"`)) save();
  const changedKept = () => {
    for (const listener of listeners) listener();
  };

  const nextId = () => {
    counter += 1;
    return `${now().toString(36)}-${counter}`;
  };

  /** Keep a refused write aside, if it is one to keep; answers whether it was. */
  function keepRefused(request: OutboxRequest, error: ApiError, entry?: OutboxEntry): boolean {
    if (!keeps(request)) return false;
    const { method, path, body, headers, tag } = request;
    const base: OutboxEntry = entry ?? {
      method,
      path,
      body,
      headers: withoutToken(headers),
      ...(tag ? { tag } : {}),
      id: nextId(),
      queuedAt: now(),
    };
    const refused: KeptEntry = {
      ...base,
      refusedAt: now(),
      status: error.status,
      code: error.code,
      message: error.message,
    };
    kept = [...kept.filter((k) => k.id !== refused.id), refused].slice(-MAX_KEPT);
    return true;
  }

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
      const keptNow = delivery.kind === 'rejected' && keepRefused(entry, delivery.error, entry);
      save();
      if (keptNow) changedKept();
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
      const entry: OutboxEntry = {
        ...request,
        headers: withoutToken(request.headers),
        id: nextId(),
        queuedAt: now(),
      };
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
    /** Keeps a write the server refused at its first attempt (when `keeps` says so). */
    keep(request: OutboxRequest, error: ApiError): void {
      if (!keepRefused(request, error)) return;
      save();
      changedKept();
    },
    /** Refused writes kept for the player, oldest first. */
    kept(): readonly KeptEntry[] {
      return kept;
    },
    /** The player lets a kept write go. */
    dismiss(id: string): void {
      if (!kept.some((k) => k.id === id)) return;
      kept = kept.filter((k) => k.id !== id);
      save();
      changedKept();
    },
    /** Sends a kept write again (after an update of the game, say): back to the end of the queue. */
    retry(id: string): Promise<void> {
      const entry = kept.find((k) => k.id === id);
      if (!entry) return Promise.resolve();
      const { method, path, body, headers, tag } = entry;
      kept = kept.filter((k) => k.id !== id);
      const again: OutboxEntry = {
        method,
        path,
        body,
        headers,
        ...(tag ? { tag } : {}),
        id,
        queuedAt: entry.queuedAt,
      };
      entries = [...entries, again];
      save();
      changedKept();
      return flush();
    },
    /** Told whenever the kept writes change; returns a function that stops it. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
