// The fault tests import the client's own API client and outbox (client/src/api). Type-checking
// them here also reads client modules that touch `window` and `navigator` when a page loads them;
// the server's Node types have neither, so these two are declared as far as those modules use them.
// Nothing in the server reads them: at run time in Node both are simply undefined.

declare const window:
  | {
      readonly localStorage: {
        getItem(key: string): string | null;
        setItem(key: string, value: string): void;
        removeItem(key: string): void;
      };
    }
  | undefined;

declare const navigator: { readonly languages: readonly string[] } | undefined;
