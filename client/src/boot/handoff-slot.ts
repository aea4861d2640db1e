// A value the first-paint script leaves for the app (the intro it drew, the welcome it drew): the
// two are separate scripts with no module in common at run time, so it waits on the page's global
// object under a name of its own.

export interface HandoffSlot<T> {
  put(value: T): void;
  /** The value, left in place. */
  read(): T | undefined;
  /** The value, taken out: a later read finds none. */
  take(): T | undefined;
}

export function handoffSlot<T>(name: string): HandoffSlot<T> {
  const page = () => globalThis as unknown as Record<string, T | undefined>;
  return {
    put(value) {
      page()[name] = value;
    },
    read: () => page()[name],
    take() {
      const value = page()[name];
      delete page()[name];
      return value;
    },
  };
}
