// Modals live in the URL hash (spec section 2): #options opens the options, and the back button
// or Escape closes them. One list of names; anything else in the hash (an id_token, say) is not
// a modal.

/** The hash names of the spec's list, then the other named modals (also opened by hash here). */
export const MODAL_NAMES = [
  'sideMenu',
  'options',
  'rules',
  'daily',
  'adreward',
  'profile',
  'register-reminder',
  'errorAssistSettings',
  'newtab',
  'googlelogin',
  'linkedinlogin',
  'setpassword',
  'register',
  'login',
  'reset',
  'contactus',
  'emaillogin',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export function isModalName(value: unknown): value is ModalName {
  return (MODAL_NAMES as readonly unknown[]).includes(value);
}

/** The modal a location hash names ('#options' -> 'options'), or null. */
export function modalOfHash(hash: string): ModalName | null {
  const name = hash.replace(/^#/, '');
  return isModalName(name) ? name : null;
}

export function hashOf(name: ModalName): string {
  return `#${name}`;
}
