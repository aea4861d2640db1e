// Analytics events (spec section 7). Each carries the device's id and the tenant; the measurement
// is 'embedded' inside another site's frame and 'site' otherwise, the spec's two measurement
// configurations. Events wait in the outbox when the server is unreachable and never hold the
// player up.
//
// They are sent once the page is idle, those of the moment together in one request (issue 17):
// the first screen's own events (session_start, screen_view) would otherwise be two requests and
// their work inside the task that mounts the screen, before its largest paint on a phone. A page
// being left sends what waits at once.

import { type AnalyticsEvent, type AnalyticsEventName, MAX_BATCH } from '@numberland/contract';
import { api, TENANT } from '../api';
import { isInFrame } from '../api/tenant';
import { useAuth } from '../state/auth';
import { whenIdle } from './when-idle';

export const MEASUREMENT = isInFrame() ? 'embedded' : 'site';

let waiting: AnalyticsEvent[] = [];
let cancelSend: (() => void) | undefined;

function send(): void {
  cancelSend?.();
  cancelSend = undefined;
  const events = waiting;
  waiting = [];
  for (let at = 0; at < events.length; at += MAX_BATCH) {
    const [first, ...rest] = events.slice(at, at + MAX_BATCH);
    if (!first) break;
    api.analytics([first, ...rest]).catch(() => {
      // Refused by the server (a bug of ours, or an old event name): nothing for the player to see.
    });
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', send);

export function track(eventName: AnalyticsEventName, data: Readonly<Record<string, unknown>> = {}): void {
  waiting.push({
    eventName,
    ID: useAuth.getState().sessionId,
    tenant: TENANT,
    data: { ...data, measurement: MEASUREMENT },
  });
  cancelSend ??= whenIdle(send);
}
