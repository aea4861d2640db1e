// Waiting a fixed time, for the few waits that have nothing on the page to watch.

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
