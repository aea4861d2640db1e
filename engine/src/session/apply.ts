// The one entry point: the next state and the events to show for an action at time `now`.

import { reveal, smartHint } from './assists';
import { evolve } from './evolve';
import { deselect, digit, erase, select, submitNote, toggleNotes } from './input';
import { begin, exit, pause, resume, tick } from './lifecycle';
import { rotate } from './rotate';
import type { ApplyOptions, SessionAction, SessionState, Step } from './types';

export function apply(
  state: SessionState,
  action: SessionAction,
  now: number,
  { explain = true }: ApplyOptions = {},
): Step {
  switch (action.type) {
    case 'begin':
      return begin(state, now);
    case 'tick':
      return tick(state, now);
    case 'pause':
      return pause(state, now);
    case 'resume':
      return resume(state, now);
    case 'select':
      return select(state, action.cell, action.half, explain);
    case 'deselect':
      return deselect(state);
    case 'digit':
      return digit(state, action.digit, now, explain);
    case 'toggle-notes':
      return toggleNotes(state);
    case 'erase':
      return erase(state);
    case 'submit-note':
      return submitNote(state, now, explain);
    case 'reveal':
      return reveal(state, now);
    case 'smart-hint':
      return smartHint(state, explain);
    case 'rotate':
      return rotate(state, action.orientation);
    case 'set-error-assist':
      return { state: evolve(state, { errorAssist: action.on }), events: [] };
    case 'set-gems':
      return { state: evolve(state, { gems: action.gems }), events: [] };
    case 'exit':
      return exit(state, now);
  }
}
