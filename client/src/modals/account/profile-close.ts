// What closing the profile does (spec section 4, "Accounts and modals"): while signed in, the
// profile is read again, and the daily welcome-back reward opens when it was never claimed or was
// last claimed on another day. The day is the player's own calendar day, as the server counts it
// (../economy/daily-day.ts). The decision is pure here; ./useProfileClose.ts runs it.

import type { ModalName } from '../../routing/hash-modals';
import { isDailyDue } from '../economy/daily-day';

export interface AfterProfile {
  readonly loggedIn: boolean;
  /** The modal the address shows now: another one took the profile's place, or none. */
  readonly showing: ModalName | null;
  readonly lastDaily: string | null;
  readonly today: string;
  /** Whether the daily modal exists (its screen may not be built yet). */
  readonly dailyExists: boolean;
}

/** Whether the daily reward should open now that the profile has closed. */
export function opensDaily({ loggedIn, showing, lastDaily, today, dailyExists }: AfterProfile): boolean {
  return loggedIn && showing === null && dailyExists && isDailyDue(lastDaily, today);
}
