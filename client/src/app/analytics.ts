// Analytics events (spec section 7). Each carries the device's id and the tenant; the measurement
// is 'embedded' inside another site's frame and 'site' otherwise, the spec's two measurement
// configurations. Events wait in the outbox when the server is unreachable and never hold the
// player up.

import type { AnalyticsEventName } from '@numberland/contract';
import { api, TENANT } from '../api';
import { isInFrame } from '../api/tenant';
import { useAuth } from '../state/auth';

export const MEASUREMENT = isInFrame() ? 'embedded' : 'site';

export function track(eventName: AnalyticsEventName, data: Readonly<Record<string, unknown>> = {}): void {
  const event = {
    eventName,
    ID: useAuth.getState().sessionId,
    tenant: TENANT,
    data: { ...data, measurement: MEASUREMENT },
  };
  api.analytics([event]).catch(() => {
    // Refused by the server (a bug of ours, or an old event name): nothing for the player to see.
  });
}
