// What the address asks for when the game opens (spec section 2, "Query parameters and hashes"):
// ?lang, ?code (a provider's sign-in code), ?tablogin, and a #id_token from a redirect sign-in.
// Read once; the address is then cleaned so a reload or a shared link does not repeat them.

import { isLanguage, type Language } from '../i18n/languages';
import type { ModalName } from '../routing/hash-modals';

export type StartupAction =
  | { readonly kind: 'language'; readonly language: Language }
  /** The business-network provider's authorization code, to exchange for our token. */
  | { readonly kind: 'provider-code'; readonly code: string }
  /** A search-and-sign-in provider's id token; its audience is the client id it was issued to. */
  | { readonly kind: 'id-token'; readonly idToken: string; readonly clientId: string }
  | { readonly kind: 'open-modal'; readonly modal: ModalName };

export interface StartupParams {
  readonly actions: readonly StartupAction[];
  /** The query and hash to leave in the address. */
  readonly search: string;
  readonly hash: string;
}

const TABLOGIN_MODALS: Readonly<Record<string, ModalName>> = {
  linkedin: 'linkedinlogin',
  googlelogin: 'googlelogin',
};

/** The `aud` of a JWT (the client id an id token was issued to), without checking it: the server does. */
export function audienceOf(jwt: string): string | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const aud = (claims as { aud?: unknown }).aud;
    if (typeof aud === 'string') return aud;
    return Array.isArray(aud) && typeof aud[0] === 'string' ? aud[0] : undefined;
  } catch {
    return undefined;
  }
}

export function readStartupParams(search: string, hash: string, loggedIn: boolean): StartupParams {
  const query = new URLSearchParams(search);
  const actions: StartupAction[] = [];

  const lang = query.get('lang');
  if (isLanguage(lang)) actions.push({ kind: 'language', language: lang });
  query.delete('lang');

  const code = query.get('code');
  if (code && !loggedIn) actions.push({ kind: 'provider-code', code });
  query.delete('code');

  const tab = query.get('tablogin');
  const tabModal = tab ? TABLOGIN_MODALS[tab] : undefined;
  if (tabModal) actions.push({ kind: 'open-modal', modal: tabModal });
  query.delete('tablogin');

  let keptHash = hash;
  const hashParams = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = hashParams.get('id_token');
  if (idToken) {
    keptHash = '';
    const clientId = audienceOf(idToken);
    if (clientId && !loggedIn) actions.push({ kind: 'id-token', idToken, clientId });
  }

  const rest = query.toString();
  return { actions, search: rest ? `?${rest}` : '', hash: keptHash };
}
