// Which sounds a step of the puzzle session makes. The React controller applies an action, hands
// the step's events here, and emits 'sound:play' for each name returned (together, in order).
//
// Sounds that belong to a view or a timer rather than to a rule (score pop-ups, flying and
// counted gems, the score counter, stars on the end screen, buttons, the time-almost-out warning)
// are played by those views; this module only answers for the session's events.

import type { SessionAction, SessionEvent } from '@numberland/engine';
import type { SoundName } from '../game/sound-names';

export interface SoundContext {
  /** The action that made the events: an erase and a pencil note both report 'note'. */
  readonly action?: SessionAction;
  /**
   * The countdown second that last beeped (see countdownSecond): a clock that ticks more often
   * than once a second repeats the second it is in, which should beep once.
   */
  readonly lastCountdown?: number;
}

/** The outcome of an entry: only the strongest is played, since each already says "right". */
const RESULT_RANK: readonly SoundName[] = ['special-square', 'clue-solved', 'correct'];

/** The sounds for one step, each at most once, in the order the events came. */
export function soundsFor(events: readonly SessionEvent[], context: SoundContext = {}): SoundName[] {
  const finished = events.find((e) => e.type === 'finished');
  // The jingle is the whole story of the last move; a chord of effects under it would only blur it.
  if (finished) return [finished.finishType === 'success' ? 'success' : 'fail'];

  const sounds: SoundName[] = [];
  const add = (name: SoundName) => {
    if (!sounds.includes(name)) sounds.push(name);
  };
  let lastCountdown = context.lastCountdown;
  for (const event of events) {
    switch (event.type) {
      case 'countdown':
        if (event.secondsLeft !== lastCountdown) add('countdown');
        lastCountdown = event.secondsLeft;
        break;
      case 'started':
        add('go');
        break;
      case 'selected':
        add('select');
        break;
      case 'deselected':
        add('deselect');
        break;
      case 'note':
        add(context.action?.type === 'erase' ? 'erase' : 'note');
        break;
      case 'correct':
        add('correct');
        break;
      case 'wrong':
        add('wrong');
        break;
      case 'clue-solved':
        add('clue-solved');
        break;
      case 'special-square':
        add('special-square');
        break;
      case 'star-lost':
        add('star-lost');
        break;
      case 'revealed':
        add('reveal');
        break;
      case 'smart-hint':
        add('smart-hint');
        break;
      default:
        // Pauses, turns, refusals, spending, the error assist's words and the rest make no sound
        // of their own (a modal or a message answers them).
        break;
    }
  }

  const strongest = RESULT_RANK.find((name) => sounds.includes(name));
  const quieter = sounds.filter((name) => !RESULT_RANK.includes(name) || name === strongest);

  // A pad press that changed nothing (a number already tried, nothing selected) still answers
  // the finger; one that did something is answered by what it did.
  const pressed = context.action?.type === 'digit' || context.action?.type === 'submit-note';
  if (pressed && quieter.length === 0) return ['digit-press'];
  return quieter;
}

/** The countdown second the events leave on screen, or `previous` when they show none. */
export function countdownSecond(events: readonly SessionEvent[], previous?: number): number | undefined {
  let second = previous;
  for (const event of events) if (event.type === 'countdown') second = event.secondsLeft;
  return second;
}
