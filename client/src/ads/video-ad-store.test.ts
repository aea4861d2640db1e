import type { AdStart } from '@numberland/contract';
import { describe, expect, it } from 'vitest';
import { createVideoAdStore, type VideoAdDeps } from './video-ad-store';

/** A store with a hand-driven clock, a fake server and a wallet. */
function setup(signedIn: boolean, overrides: Partial<VideoAdDeps> = {}) {
  let now = 0;
  let gems = 500;
  const calls: string[] = [];
  const store = createVideoAdStore({
    signedIn: () => signedIn,
    startAd: async (): Promise<AdStart> => {
      calls.push('start');
      return { adId: 'ad-view-1', seconds: 10, reward: 400 };
    },
    claimAd: async (adId) => {
      calls.push(`claim ${adId}`);
      gems += 400;
      return { gems };
    },
    gems: () => gems,
    setGems: (value) => {
      gems = value;
    },
    guestReward: 400,
    now: () => now,
    random: () => 0,
    ...overrides,
  });
  return {
    store,
    calls,
    gems: () => gems,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('video ad store', () => {
  it('a guest watches 10 s and gets 400 gems on this device', () => {
    const { store, calls, gems, advance } = setup(false);
    store.getState().start(1);
    expect(store.getState().show.kind).toBe('playing');
    advance(9_999);
    expect(store.getState().finish()).toBe(false);
    advance(1);
    expect(store.getState().finish()).toBe(true);
    expect(store.getState().reward).toEqual({ kind: 'ready', adId: null, reward: 400 });
    store.getState().claim();
    expect(store.getState().reward).toEqual({ kind: 'claimed', reward: 400, gems: 900 });
    expect(gems()).toBe(900);
    expect(calls).toEqual([]);
  });

  it('a signed-in player is started and paid by the server, once', async () => {
    const { store, calls, gems, advance } = setup(true);
    store.getState().start(2);
    expect(store.getState().show.kind).toBe('starting');
    await settle();
    expect(store.getState().show).toMatchObject({ kind: 'playing', adId: 'ad-view-1', seconds: 10 });
    advance(10_000);
    store.getState().finish();
    store.getState().claim();
    store.getState().claim();
    expect(store.getState().reward.kind).toBe('claiming');
    await settle();
    expect(store.getState().reward).toEqual({ kind: 'claimed', reward: 400, gems: 900 });
    expect(gems()).toBe(900);
    expect(calls).toEqual(['start', 'claim ad-view-1']);
  });

  it('never shows the same ad twice in a row, and ignores a second start while one plays', () => {
    const { store, advance } = setup(false);
    store.getState().start(1);
    const first = store.getState().lastShownId;
    store.getState().start(1);
    expect(store.getState().lastShownId).toBe(first);
    advance(10_000);
    store.getState().finish();
    store.getState().start(1);
    expect(store.getState().lastShownId).not.toBe(first);
  });

  it('an ad the server would not start can be dismissed without a reward', async () => {
    const { store } = setup(true, { startAd: () => Promise.reject(new Error('offline')) });
    store.getState().start(1);
    await settle();
    expect(store.getState().show.kind).toBe('failed');
    store.getState().dismiss();
    expect(store.getState().show.kind).toBe('idle');
    expect(store.getState().reward.kind).toBe('none');
  });

  it('a failed claim can be tried again', async () => {
    let fail = true;
    const { store, advance } = setup(true, {
      claimAd: async () => {
        if (fail) throw new Error('offline');
        return { gems: 900 };
      },
    });
    store.getState().start(3);
    await settle();
    advance(10_000);
    store.getState().finish();
    store.getState().claim();
    await settle();
    expect(store.getState().reward).toMatchObject({ kind: 'failed', adId: 'ad-view-1' });
    fail = false;
    store.getState().claim();
    await settle();
    expect(store.getState().reward).toEqual({ kind: 'claimed', reward: 400, gems: 900 });
    store.getState().clearReward();
    expect(store.getState().reward.kind).toBe('none');
  });
});
