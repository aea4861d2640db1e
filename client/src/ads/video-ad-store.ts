// The video ad from start to reward (spec sections 4 and 9): an ad is chosen and started, runs
// its countdown in the overlay, and once closed leaves a reward waiting for the #adreward modal.
// Signed-in players are paid by the server (POST /user/ad/start, then /user/ad/claim after its own
// 10 s); a guest's gems live on this device, so a guest's reward is added here.
//
// The calls and the clock are passed in, so the whole flow is tested without a browser or server.

import type { AdStart } from '@numberland/contract';
import { AD_COUNTDOWN_SECONDS, type LandLevel } from '@numberland/engine';
import { create } from 'zustand';
import { adCountdown } from './ad-countdown';
import { chooseAd } from './choose-ad';
import type { HouseAd } from './house-ads';

export type AdShow =
  | { readonly kind: 'idle' }
  /** Chosen, waiting for the server to start it. */
  | { readonly kind: 'starting'; readonly ad: HouseAd }
  /** On screen; adId is null for a guest (nothing to claim on the server). */
  | {
      readonly kind: 'playing';
      readonly ad: HouseAd;
      readonly adId: string | null;
      readonly startedAt: number;
      readonly seconds: number;
      readonly reward: number;
    }
  /** The server would not start it: the overlay says so and can be closed at once. */
  | { readonly kind: 'failed'; readonly ad: HouseAd; readonly error: unknown };

export type AdReward =
  | { readonly kind: 'none' }
  | { readonly kind: 'ready'; readonly adId: string | null; readonly reward: number }
  | { readonly kind: 'claiming'; readonly reward: number }
  | { readonly kind: 'claimed'; readonly reward: number; readonly gems: number }
  /** The claim failed; it may be tried again (a lost connection, say). */
  | { readonly kind: 'failed'; readonly adId: string; readonly reward: number; readonly error: unknown };

export interface VideoAdDeps {
  readonly signedIn: () => boolean;
  readonly startAd: () => Promise<AdStart>;
  readonly claimAd: (adId: string) => Promise<{ gems: number }>;
  readonly gems: () => number;
  readonly setGems: (gems: number) => void;
  /** The reward a guest gets (spec section 9: 400). */
  readonly guestReward: number;
  readonly now: () => number;
  readonly random: () => number;
}

export interface VideoAdState {
  readonly show: AdShow;
  readonly reward: AdReward;
  /** Never shown twice in a row (choose-ad.ts). */
  readonly lastShownId: string | undefined;
  /** Starts an ad for the land; ignored while one is on screen. */
  start(level: LandLevel): void;
  /** The X after the countdown: the ad ends and its reward waits. False when it may not end yet. */
  finish(): boolean;
  /** Closes an ad that could not start; no reward. */
  dismiss(): void;
  /** Takes the waiting reward, once (again after a failed try). */
  claim(): void;
  /** The #adreward modal closed: a reward shown is done with. */
  clearReward(): void;
}

export function createVideoAdStore(deps: VideoAdDeps) {
  // Each start gets a number, so an answer for an ad that was meanwhile closed changes nothing.
  let serial = 0;
  return create<VideoAdState>()((set, get) => ({
    show: { kind: 'idle' },
    reward: { kind: 'none' },
    lastShownId: undefined,

    start(level) {
      if (get().show.kind !== 'idle') return;
      const ad = chooseAd(level, deps.random, get().lastShownId);
      const mine = ++serial;
      set({ show: { kind: 'starting', ad }, lastShownId: ad.id });
      if (!deps.signedIn()) {
        set({
          show: {
            kind: 'playing',
            ad,
            adId: null,
            startedAt: deps.now(),
            seconds: AD_COUNTDOWN_SECONDS,
            reward: deps.guestReward,
          },
        });
        return;
      }
      deps.startAd().then(
        ({ adId, seconds, reward }) => {
          if (serial !== mine) return;
          // The countdown starts when the server's answer is here, so it never ends before the
          // server's own 10 s have passed and the claim is always in time.
          set({
            show: {
              kind: 'playing',
              ad,
              adId,
              startedAt: deps.now(),
              seconds: Math.max(seconds, AD_COUNTDOWN_SECONDS),
              reward,
            },
          });
        },
        (error: unknown) => {
          if (serial === mine) set({ show: { kind: 'failed', ad, error } });
        },
      );
    },

    finish() {
      const show = get().show;
      if (show.kind !== 'playing') return false;
      if (adCountdown(show.startedAt, deps.now(), show.seconds).kind !== 'closable') return false;
      serial++;
      set({ show: { kind: 'idle' }, reward: { kind: 'ready', adId: show.adId, reward: show.reward } });
      return true;
    },

    dismiss() {
      if (get().show.kind !== 'failed') return;
      serial++;
      set({ show: { kind: 'idle' } });
    },

    claim() {
      const waiting = get().reward;
      if (waiting.kind !== 'ready' && waiting.kind !== 'failed') return;
      const { adId, reward } = waiting;
      if (adId === null) {
        const gems = deps.gems() + reward;
        deps.setGems(gems);
        set({ reward: { kind: 'claimed', reward, gems } });
        return;
      }
      set({ reward: { kind: 'claiming', reward } });
      deps.claimAd(adId).then(
        ({ gems }) => {
          deps.setGems(gems);
          set({ reward: { kind: 'claimed', reward, gems } });
        },
        (error: unknown) => set({ reward: { kind: 'failed', adId, reward, error } }),
      );
    },

    clearReward() {
      // A claim still on its way finishes into the store; only settled rewards are cleared.
      const kind = get().reward.kind;
      if (kind === 'claimed' || kind === 'failed') set({ reward: { kind: 'none' } });
    },
  }));
}

export type VideoAdStore = ReturnType<typeof createVideoAdStore>;
