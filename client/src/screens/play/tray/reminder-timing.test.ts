import { PUZZLE_PHASES, smartHintDelayMs } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { type ReminderFacts, reminderDueAt } from './reminder-timing';

const playing: ReminderFacts['state'] = {
  phase: PUZZLE_PHASES.playing,
  pausedAt: 0,
  startTime: 100_000,
  pausedMs: 0,
  smartHintsUsed: 0,
  revealsUsed: 0,
};

const facts = (
  change: Partial<ReminderFacts> = {},
  state: Partial<ReminderFacts['state']> = {},
): ReminderFacts => ({
  state: { ...playing, ...state },
  remindersLeft: 2,
  hintOnScreen: false,
  reminded: false,
  delayMs: 28_000,
  ...change,
});

describe('reminderDueAt', () => {
  it('comes the delay after play began', () => {
    expect(reminderDueAt(facts())).toBe(128_000);
  });

  it('does not count paused time', () => {
    expect(reminderDueAt(facts({}, { pausedMs: 5_000 }))).toBe(133_000);
  });

  it('uses the step delay the engine gives', () => {
    expect(reminderDueAt(facts({ delayMs: smartHintDelayMs(0) }))).toBe(100_000 + smartHintDelayMs(0));
  });

  it.each<[string, ReminderFacts]>([
    ['before play (counting down)', facts({}, { phase: PUZZLE_PHASES.starting, startTime: 0 })],
    ['once finished', facts({}, { phase: PUZZLE_PHASES.finished })],
    ['while paused', facts({}, { pausedAt: 110_000 })],
    ['when no reminders are left', facts({ remindersLeft: 0 })],
    ['after a smart hint', facts({}, { smartHintsUsed: 1 })],
    ['after a reveal', facts({}, { revealsUsed: 1 })],
    ['while a hint is on screen', facts({ hintOnScreen: true })],
    ['a second time in a game', facts({ reminded: true })],
  ])('does not come %s', (_, input) => {
    expect(reminderDueAt(input)).toBeUndefined();
  });
});
