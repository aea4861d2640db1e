import { AD_COUNTDOWN_SECONDS } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { adCountdown } from './ad-countdown';

describe('adCountdown', () => {
  const start = 1_000_000;

  it('waits until the ad has started', () => {
    expect(adCountdown(null, start)).toEqual({ kind: 'waiting' });
  });

  it('counts 10 seconds down, rounding up', () => {
    expect(AD_COUNTDOWN_SECONDS).toBe(10);
    expect(adCountdown(start, start)).toMatchObject({ kind: 'counting', secondsLeft: 10, progress: 0 });
    expect(adCountdown(start, start + 1)).toMatchObject({ secondsLeft: 10 });
    expect(adCountdown(start, start + 1000)).toMatchObject({ secondsLeft: 9 });
    expect(adCountdown(start, start + 5500)).toMatchObject({ secondsLeft: 5, progress: 0.55 });
    expect(adCountdown(start, start + 9999)).toMatchObject({ kind: 'counting', secondsLeft: 1 });
  });

  it('shows the X once the time is up, and after', () => {
    expect(adCountdown(start, start + 10_000)).toEqual({ kind: 'closable' });
    expect(adCountdown(start, start + 60_000)).toEqual({ kind: 'closable' });
  });

  it('follows the length the server names', () => {
    expect(adCountdown(start, start, 3)).toMatchObject({ secondsLeft: 3 });
    expect(adCountdown(start, start + 3000, 3)).toEqual({ kind: 'closable' });
  });

  it('is not fooled by a clock that went back', () => {
    expect(adCountdown(start, start - 5000)).toMatchObject({ secondsLeft: 10, progress: 0 });
  });
});
