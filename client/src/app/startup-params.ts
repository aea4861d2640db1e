// What the address asks for when the game opens (spec section 2, "Query parameters and hashes"):
// ?lang and ?tablogin. A provider's answer (?code, #id_token, #access_token) never gets here:
// modals/account/capture.ts takes it out of the address first, to check it against the sign-in
// this tab started. Read once; the address is then cleaned so a reload does not repeat them.

import { isLanguage, type Language } from '../i18n/languages';
import type { ModalName } from '../routing/hash-modals';

export type StartupAction =
  | { readonly kind: 'language'; readonly language: Language }
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

export function readStartupParams(search: string, hash: string): StartupParams {
  const query = new URLSearchParams(search);
  const actions: StartupAction[] = [];

  const lang = query.get('lang');
  if (isLanguage(lang)) actions.push({ kind: 'language', language: lang });
  query.delete('lang');

  const tab = query.get('tablogin');
  const tabModal = tab ? TABLOGIN_MODALS[tab] : undefined;
  if (tabModal) actions.push({ kind: 'open-modal', modal: tabModal });
  query.delete('tablogin');

  const rest = query.toString();
  return { actions, search: rest ? `?${rest}` : '', hash };
}
