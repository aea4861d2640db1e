// The X-Session-Id every call carries (spec section 6): a random id made once per device and kept,
// so a guest's games belong together and move to the account when the guest signs up.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 22 characters of 64 = 132 random bits, within the server's 8-128 [A-Za-z0-9_-]. */
export function newSessionId(randomBytes: (n: number) => Uint8Array = cryptoBytes): string {
  return Array.from(randomBytes(22), (b) => ALPHABET[b & 63]).join('');
}

function cryptoBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}
