// What the address asks for when the game opens (spec section 2, "Query parameters and hashes"):
// ?lang and ?tablogin. A provider's answer (?code, #id_token, #access_token) never gets here:
// modals/account/capture.ts takes it out of the address first, to check it against the sign-in
// this tab started. ?lang was read before anything else (i18n/start.ts, and the first paint).
//
// The address is cleaned before the router is made (main.tsx), so a reload does not repeat them
// and the router starts from the address it keeps. Cleaning it by a navigation once the shell
// had mounted raced the route's own redirect: /nowhere?lang=en, /login?lang=no or
// /resetPassword/<code>?lang=no redirected to /home, then the cleaning navigated back to the
// path it had read, without the query, where the redirect had already run: a blank page.
// ?tablogin becomes the hash of its modal, which the shell opens as it opens any modal's hash.

import type { ModalName } from '../routing/hash-modals';
import { hashOf } from '../routing/hash-modals';

export interface StartupAddress {
  /** The query and hash to leave in the address. */
  readonly search: string;
  readonly hash: string;
}

const TABLOGIN_MODALS: Readonly<Record<string, ModalName>> = {
  linkedin: 'linkedinlogin',
  googlelogin: 'googlelogin',
};

export function readStartupParams(search: string, hash: string): StartupAddress {
  const query = new URLSearchParams(search);
  // Left as it came when there is nothing to take: URLSearchParams would re-encode the rest.
  if (!query.has('lang') && !query.has('tablogin')) return { search, hash };
  query.delete('lang');
  const tab = query.get('tablogin');
  const tabModal = tab ? TABLOGIN_MODALS[tab] : undefined;
  query.delete('tablogin');
  const rest = query.toString();
  return { search: rest ? `?${rest}` : '', hash: tabModal ? hashOf(tabModal) : hash };
}

/** Takes the startup parameters out of the page's address, in place (no history entry). */
export function cleanStartupAddress(): void {
  const { pathname, search, hash } = window.location;
  const clean = readStartupParams(search, hash);
  if (clean.search === search && clean.hash === hash) return;
  window.history.replaceState(window.history.state, '', `${pathname}${clean.search}${clean.hash}`);
}
