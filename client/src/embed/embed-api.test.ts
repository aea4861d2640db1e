import type { EmbedMessage } from '@numberland/contract';
import { describe, expect, it } from 'vitest';
import type { PlayNews } from '../play/play-news';
import { startEmbedApi } from './embed-api';

const PARTNER = 'https://partner.example';

function harness(search: string, sources: readonly string[] | Error) {
  const posted: { message: EmbedMessage; origin: string }[] = [];
  let news: ((n: PlayNews) => void) | undefined;
  let height: ((h: number) => void) | undefined;
  let stopped = 0;
  const started = startEmbedApi({
    search,
    selfOrigin: 'https://game.example',
    frameAncestors: () => (sources instanceof Error ? Promise.reject(sources) : Promise.resolve(sources)),
    shown: Promise.resolve(),
    post: (message, origin) => posted.push({ message, origin }),
    onNews: (listener) => {
      news = listener;
      return () => {
        stopped++;
      };
    },
    watchHeight: (report) => {
      height = report;
      report(600);
      return () => {
        stopped++;
      };
    },
  });
  return {
    started,
    posted,
    news: (n: PlayNews) => news?.(n),
    height: (h: number) => height?.(h),
    stopped: () => stopped,
  };
}

describe('the embedder API', () => {
  it('sends ready, the height and the news to the named, allowed origin only', async () => {
    const h = harness(`?parentOrigin=${encodeURIComponent(PARTNER)}`, ["'self'", PARTNER]);
    const api = await h.started;
    expect(api.origin).toBe(PARTNER);
    h.news({
      type: 'puzzle-started',
      puzzleId: 'C2L2-7',
      land: 1,
      shape: 'l-shape-2pairs',
      slot: 2,
      difficulty: 2,
    });
    h.height(720);
    h.news({ type: 'puzzle-finished', puzzleId: 'C2L2-7', stars: 3, score: 410, time: 12.5, solved: true });
    const envelope = { source: 'numberland', version: 1 };
    expect(h.posted).toEqual(
      [
        { type: 'ready' },
        { type: 'resize', height: 600 },
        {
          type: 'puzzle-started',
          puzzleId: 'C2L2-7',
          land: 1,
          shape: 'l-shape-2pairs',
          slot: 2,
          difficulty: 2,
        },
        { type: 'resize', height: 720 },
        { type: 'puzzle-finished', puzzleId: 'C2L2-7', stars: 3, score: 410, time: 12.5, solved: true },
      ].map((event) => ({ message: { ...envelope, ...event }, origin: PARTNER })),
    );
    api.stop();
    expect(h.stopped()).toBe(2);
  });

  it('sends nothing to an origin not listed, without a named origin, or when the list cannot be read', async () => {
    for (const [search, sources] of [
      ['?parentOrigin=https://other.example', ["'self'", PARTNER]],
      ['?tenant=partner', ['*']],
      [`?parentOrigin=${PARTNER}`, new Error('offline')],
    ] as const) {
      const h = harness(search, sources);
      expect((await h.started).origin, search).toBeUndefined();
      h.news({ type: 'puzzle-finished', puzzleId: 'x', stars: 1, score: 1, time: 1, solved: false });
      expect(h.posted, search).toEqual([]);
    }
  });
});
