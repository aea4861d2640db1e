// The one way the client talks to the server: every call goes through `request` (reads and
// interactive writes, which fail loudly) or `write` (writes that must not be lost, which are
// queued in the outbox when the server cannot be reached). Each call carries the headers of
// DESIGN.md: Authorization when signed in, X-Session-Id always, X-Tenant always.

import type { KeyValueStore } from '../state/storage';
import { ApiError, errorFromAnswer, isRetryable, networkError } from './errors';
import { createOutbox, type Delivery, type OutboxRequest, type WriteTag, withoutToken } from './outbox';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  readonly fetch: FetchLike;
  /** '/api' in the game; the server mounts every route there. */
  readonly baseUrl?: string;
  readonly token: () => string | null;
  readonly sessionId: () => string;
  readonly tenant: string;
  readonly storage: KeyValueStore;
  readonly now?: () => number;
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

/** A tagged write that waited in the outbox and was answered (or refused) later. */
export interface LateAnswer {
  readonly tag: WriteTag;
  /** Whose write it was: the token it was sent with at last, null for a guest's. */
  readonly token: string | null;
  readonly delivery: Exclude<Delivery, { kind: 'retry' }>;
}

export type Query = Readonly<Record<string, string | number | undefined>>;

export interface RequestOptions {
  readonly query?: Query;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface WriteOptions extends Omit<RequestOptions, 'body'> {
  /**
   * Paths whose earlier writes this one must follow, sent or waiting: a game's post goes after
   * the gem totals of the reveals it used, or the server would find them unpaid.
   */
  readonly after?: readonly string[];
  /** Names the write for listeners of its late answer (see `onLateAnswer`). */
  readonly tag?: WriteTag;
}

/** Refused writes worth keeping for the player to see: finished games (score posts). */
export const keptWhenRefused = (request: OutboxRequest): boolean => request.tag?.kind === 'score';

const BEARER = 'Bearer ';

/** A write's fate: answered now, or kept in the outbox to be sent when the server answers. */
export type Sent<T> = { readonly status: 'sent'; readonly value: T } | { readonly status: 'queued' };

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';

  function headersFor(extra: Readonly<Record<string, string>> | undefined, hasBody: boolean) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Session-Id': options.sessionId(),
      'X-Tenant': options.tenant,
      ...extra,
    };
    const token = options.token();
    if (token) headers.Authorization = `${BEARER}${token}`;
    if (hasBody) headers['Content-Type'] = 'application/json';
    return headers;
  }

  /** The request with the current token in place of any it had. */
  function withCurrentToken(request: OutboxRequest): OutboxRequest {
    const token = options.token();
    const headers = withoutToken(request.headers);
    return { ...request, headers: token ? { ...headers, Authorization: `${BEARER}${token}` } : headers };
  }

  /** One attempt: the answer's body, or an ApiError (status 0 when no answer came). */
  async function attempt(request: OutboxRequest): Promise<unknown> {
    let response: Response;
    try {
      response = await options.fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    } catch {
      throw networkError();
    }
    const body = await bodyOf(response);
    if (!response.ok) throw errorFromAnswer(response.status, body);
    return body;
  }

  const lateListeners = new Set<(late: LateAnswer) => void>();

  const outbox = createOutbox({
    storage: options.storage,
    ...(options.now ? { now: options.now } : {}),
    ...(options.setTimer ? { setTimer: options.setTimer } : {}),
    // A waiting write goes with the token of whoever is signed in now (the outbox keeps none).
    deliver: async (request) => {
      try {
        return { kind: 'delivered', body: await attempt(withCurrentToken(request)) };
      } catch (error) {
        if (isRetryable(error)) return { kind: 'retry' };
        return { kind: 'rejected', error: error instanceof ApiError ? error : networkError() };
      }
    },
    onSettled: (entry, delivery) => {
      if (!entry.tag) return;
      const late: LateAnswer = { tag: entry.tag, token: options.token(), delivery };
      for (const listener of [...lateListeners]) listener(late);
    },
    keeps: keptWhenRefused,
  });

  /** Writes sent and not yet answered, by path. */
  const sending = new Map<string, Set<Promise<unknown>>>();
  function track(path: string, sent: Promise<unknown>): void {
    const set = sending.get(path) ?? new Set();
    sending.set(path, set);
    set.add(sent);
    const done = () => set.delete(sent);
    sent.then(done, done);
  }

  function build(
    method: 'GET' | 'POST',
    path: string,
    opts: RequestOptions & { readonly tag?: WriteTag },
  ): OutboxRequest {
    return {
      method,
      path: `${path}${queryString(opts.query)}`,
      ...(opts.body === undefined ? {} : { body: opts.body }),
      headers: headersFor(opts.headers, opts.body !== undefined),
      ...(opts.tag ? { tag: opts.tag } : {}),
    };
  }

  return {
    /** A call whose failure the caller shows: throws ApiError. */
    async request<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<T> {
      // The one place where an answer gets its type (T is the contract's answer of this path,
      // chosen in calls.ts). The server writes every answer through that same schema (Fastify's
      // response serializer), so checking it again here would only add TypeBox, about 40 kB
      // gzipped, to the first download.
      return (await attempt(build(method, path, opts))) as T;
    },

    /**
     * A write that must reach the server. Sent at once unless an earlier write to the same path
     * is still waiting (order matters: a newer gem total must not arrive first). When no answer
     * comes it is queued; a refusal (4xx) throws as `request` does.
     */
    async write<T>(path: string, body: unknown, opts: WriteOptions = {}): Promise<Sent<T>> {
      const { after = [], ...requestOptions } = opts;
      const request = build('POST', path, { ...requestOptions, body });
      const follows = [request.path, ...after];
      // Earlier writes still on their way either arrive or join the outbox before this one goes.
      const earlier = follows.flatMap((p) => [...(sending.get(p) ?? [])]);
      if (earlier.length > 0) await Promise.allSettled(earlier);
      if (follows.some((p) => outbox.hasPending(p))) {
        outbox.add(request);
        return { status: 'queued' };
      }
      const sent = attempt(request);
      track(request.path, sent);
      try {
        // Typed as in `request`: the contract's answer, serialized by the server through its schema.
        return { status: 'sent', value: (await sent) as T };
      } catch (error) {
        if (!isRetryable(error)) {
          // A finished game the server refused is kept for the player to see, not lost.
          if (error instanceof ApiError) outbox.keep(request, error);
          throw error;
        }
        outbox.add(request);
        return { status: 'queued' };
      }
    },

    /** Told about each tagged write answered or refused after waiting in the outbox; returns its stop. */
    onLateAnswer(listener: (late: LateAnswer) => void): () => void {
      lateListeners.add(listener);
      return () => lateListeners.delete(listener);
    },

    outbox,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
