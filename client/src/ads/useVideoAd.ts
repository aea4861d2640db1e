// The game's video ad: the store wired to the server and the player's gems, and the one way every
// screen asks for an ad. The puzzle screen's ad prompt (not enough gems for a reveal or a smart
// hint, spec section 5) calls `useVideoAd().show()`; the overlay in the shell does the rest.

import { AD_REWARD_GEMS } from '@numberland/engine';
import { useCallback } from 'react';
import { api } from '../api';
import { isLoggedIn, useAuth } from '../state/auth';
import { useSelection } from '../state/selection';
import { createVideoAdStore } from './video-ad-store';

export const useVideoAdStore = createVideoAdStore({
  signedIn: () => isLoggedIn(useAuth.getState()),
  startAd: () => api.startAd(),
  claimAd: (adId) => api.claimAd(adId),
  gems: () => useAuth.getState().gems,
  setGems: (gems) => useAuth.getState().setGems(gems),
  guestReward: AD_REWARD_GEMS,
  now: () => Date.now(),
  random: Math.random,
});

export interface VideoAd {
  /** Plays an ad for the selected land; its reward opens in #adreward when it is closed. */
  show(): void;
  /** An ad is on screen now (screens may pause their timers). */
  readonly playing: boolean;
}

export function useVideoAd(): VideoAd {
  const start = useVideoAdStore((s) => s.start);
  const playing = useVideoAdStore((s) => s.show.kind !== 'idle');
  const show = useCallback(() => start(useSelection.getState().level), [start]);
  return { show, playing };
}
