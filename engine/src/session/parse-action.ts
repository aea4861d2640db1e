// Reading actions from outside (a posted game the server replays): anything that is not exactly
// a session action is refused with a message that says what is wrong, never thrown.

import { err, ok, type Result } from '../result';
import { ORIENTATIONS, type Orientation } from '../shapes';
import type { TimedAction } from './replay';
import type { SessionAction } from './types';

/** The action types that carry no field. */
export const SIMPLE_ACTION_TYPES = [
  'begin',
  'tick',
  'pause',
  'resume',
  'deselect',
  'toggle-notes',
  'erase',
  'submit-note',
  'reveal',
  'smart-hint',
  'exit',
] as const;

/** Most actions a game may hold: far more than any real game takes. */
export const MAX_ACTIONS = 20_000;

export function parseAction(value: unknown): Result<SessionAction, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return err('an action must be an object');
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string') return err('an action needs a "type" string');
  if ((SIMPLE_ACTION_TYPES as readonly string[]).includes(type)) return ok({ type } as SessionAction);
  switch (type) {
    case 'select': {
      if (!Number.isInteger(record.cell)) return err('"select" needs a whole-number "cell"');
      const half = record.half;
      if (half !== undefined && half !== 'add' && half !== 'mult')
        return err('"select" "half" must be "add" or "mult"');
      return ok(
        half === undefined
          ? { type, cell: record.cell as number }
          : { type, cell: record.cell as number, half },
      );
    }
    case 'digit':
      if (!Number.isInteger(record.digit)) return err('"digit" needs a whole-number "digit"');
      return ok({ type, digit: record.digit as number });
    case 'rotate':
      if (!(ORIENTATIONS as readonly unknown[]).includes(record.orientation)) {
        return err('"rotate" needs "orientation" "landscape" or "portrait"');
      }
      return ok({ type, orientation: record.orientation as Orientation });
    case 'set-error-assist':
      if (typeof record.on !== 'boolean') return err('"set-error-assist" needs a boolean "on"');
      return ok({ type, on: record.on });
    case 'set-gems':
      if (!Number.isInteger(record.gems) || (record.gems as number) < 0)
        return err('"set-gems" needs a whole number of "gems", 0 or more');
      return ok({ type, gems: record.gems as number });
    default:
      return err(`unknown action type "${type.slice(0, 40)}"`);
  }
}

/** A list of timed actions: times are finite and never go back; each action reads as above. */
export function parseTimedActions(value: unknown): Result<TimedAction[], string> {
  if (!Array.isArray(value)) return err('actions must be a list');
  if (value.length > MAX_ACTIONS) return err(`a game holds at most ${MAX_ACTIONS} actions`);
  const out: TimedAction[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const [i, entry] of value.entries()) {
    if (typeof entry !== 'object' || entry === null)
      return err(`action ${i}: must be an object with "at" and "action"`);
    const { at, action } = entry as Record<string, unknown>;
    if (typeof at !== 'number' || !Number.isFinite(at)) return err(`action ${i}: "at" must be a time in ms`);
    if (at < last) return err(`action ${i}: "at" goes back in time`);
    last = at;
    const parsed = parseAction(action);
    if (!parsed.ok) return err(`action ${i}: ${parsed.error}`);
    out.push({ at, action: parsed.value });
  }
  return ok(out);
}
