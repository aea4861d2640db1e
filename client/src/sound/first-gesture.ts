// The player's first gesture on the page (a tap, a click, a key). Browsers let a page start sound
// only after one, so nothing is heard before it and the sound files are not worth fetching
// earlier: on /play they would share the phone's connection with what the first paint needs.
//
// The browser's own answer comes first (navigator.userActivation: a tap on another screen of this
// page counts too); where it is missing, the first of the events that count as a gesture.

/** What the browsers count as a gesture (or come with one), heard before the page's handlers. */
const GESTURE_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'touchend', 'keydown'] as const;

export interface GestureWatch {
  /** Whether the player has made a gesture on this page yet. */
  readonly happened: () => boolean;
  /**
   * Runs `then` at the first gesture, before the page's own handlers of that event (at once when
   * there was one already); the returned function cancels a run still waiting.
   */
  readonly after: (then: () => void) => () => void;
}

interface Activation {
  readonly hasBeenActive: boolean;
}

export function watchGestures(target: EventTarget | undefined, activation?: Activation): GestureWatch {
  let seen = false;
  const waiting = new Set<() => void>();
  const happened = () => seen || activation?.hasBeenActive === true;
  const options = { capture: true, passive: true } as const;

  const onGesture = () => {
    seen = true;
    for (const type of GESTURE_EVENTS) target?.removeEventListener(type, onGesture, options);
    const due = [...waiting];
    waiting.clear();
    for (const run of due) run();
  };
  if (!happened()) for (const type of GESTURE_EVENTS) target?.addEventListener(type, onGesture, options);

  return {
    happened,
    after(then) {
      if (happened()) {
        then();
        return () => undefined;
      }
      waiting.add(then);
      return () => {
        waiting.delete(then);
      };
    },
  };
}

const page = typeof window === 'undefined' ? undefined : window;

/** The page's watch, started when this module is first imported (the entry imports it). */
export const firstGesture: GestureWatch = watchGestures(
  page,
  typeof navigator === 'undefined' ? undefined : navigator.userActivation,
);
