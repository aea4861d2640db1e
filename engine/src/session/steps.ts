// A game's actions in the compact form a score post carries and the server stores: one tuple per
// action, [ms since the action before (the first: since the game was made), type, its fields in
// a fixed order]. A select is [2000, "select", 4] instead of {"at":1795937825317,"action":
// {"type":"select","cell":4}}: about a third of the text, and arrays of numbers rather than
// nested objects to read. Profiled in process (issue 17), reading, writing and hashing the object
// form was a large part of a score post's cost in the server, and PostgreSQL compressed each row.
// Each tuple is read back into the action object and checked by parseAction: one place decides
// what an action is, whichever form it came in.

import { err, ok, type Result } from '../result';
import { MAX_ACTIONS, parseAction } from './parse-action';
import type { TimedAction } from './replay';

/** One action as a tuple: [ms since the one before, type, ...its fields in FIELDS order]. */
export type ActionStep = readonly [number, string, ...(string | number | boolean)[]];

/**
 * The latest time a game may reach, by the player's clock: the year 2100, as the contract's
 * limit on a post's times (so a date PostgreSQL or the replay cannot take is never built).
 */
export const LATEST_GAME_TIME = Date.UTC(2100, 0, 1);

/** Most items a tuple may have: the type's fields and a few more from a newer client, dropped. */
export const MAX_STEP_ITEMS = 8;

/** The fields each action type carries, in tuple order; a type not listed has none. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  select: ['cell', 'half'],
  digit: ['digit'],
  rotate: ['orientation'],
  'set-error-assist': ['on'],
  'set-gems': ['gems'],
};
const NO_FIELDS: readonly string[] = [];

/**
 * The steps of `actions` that began at `createdAt`, or undefined when a time is not a whole
 * number of ms after the one before (the compact form keeps whole ms exactly; the object form
 * then stays).
 */
export function stepsOf(createdAt: number, actions: readonly TimedAction[]): ActionStep[] | undefined {
  const steps: ActionStep[] = [];
  let last = createdAt;
  for (const { at, action } of actions) {
    const ms = at - last;
    if (!Number.isSafeInteger(ms) || ms < 0) return undefined;
    last = at;
    const record = action as unknown as Record<string, string | number | boolean | undefined>;
    const step: [number, string, ...(string | number | boolean)[]] = [ms, action.type];
    for (const field of FIELDS[action.type] ?? NO_FIELDS) {
      const value = record[field];
      if (value === undefined) break; // only a trailing field is optional (select's half)
      step.push(value);
    }
    steps.push(step);
  }
  return steps;
}

/**
 * Read posted steps back into timed actions: a list of at most MAX_ACTIONS tuples, each a whole
 * number of ms (0 or more) and an action parseAction takes, every time at most LATEST_GAME_TIME.
 * Anything else is refused with a message that says which step is wrong and why.
 */
export function parseTimedSteps(createdAt: number, value: unknown): Result<TimedAction[], string> {
  if (!Array.isArray(value)) return err('steps must be a list');
  if (value.length > MAX_ACTIONS) return err(`a game holds at most ${MAX_ACTIONS} steps`);
  const out: TimedAction[] = [];
  let at = createdAt;
  for (let i = 0; i < value.length; i++) {
    const step: unknown = value[i];
    if (!Array.isArray(step) || step.length < 2 || step.length > MAX_STEP_ITEMS) {
      return err(`step ${i}: must be a list of 2 to ${MAX_STEP_ITEMS} items: [ms, type, ...]`);
    }
    const ms: unknown = step[0];
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0) {
      return err(`step ${i}: its first item must be the whole ms since the step before, 0 or more`);
    }
    at += ms;
    if (at > LATEST_GAME_TIME) return err(`step ${i}: its time is after the year 2100`);
    const type: unknown = step[1];
    const record: Record<string, unknown> = { type };
    const fields = typeof type === 'string' ? (FIELDS[type] ?? NO_FIELDS) : NO_FIELDS;
    for (let f = 0; f < fields.length && 2 + f < step.length; f++) record[fields[f]!] = step[2 + f];
    const action = parseAction(record);
    if (!action.ok) return err(`step ${i}: ${action.error}`);
    out.push({ at, action: action.value });
  }
  return ok(out);
}
