// What the polite live region says after an action (issue 19): right and wrong entries, clues
// and the special square solved, reveals, notes on or off, time up, the result with its score,
// and the words of a hint. Worked out from the engine's events and states only; the engine has
// decided everything already. A lesson's practice board is not scored: no points, no score said.

import { type SessionEvent, type SessionState, scoreSummary } from '@numberland/engine';
import type { TFunction } from 'i18next';
import type { HintShown } from '../../../state/game';
import { titleKey } from '../end/title';
import { hintText } from '../hint/hint-text';
import { clueName, whereText } from './board-labels';

function eventText(t: TFunction, event: SessionEvent, state: SessionState): string | undefined {
  const { layout } = state.puzzle;
  const scored = state.start.practice !== true;
  switch (event.type) {
    case 'correct': {
      const right = t('access.say.right', { where: whereText(t, layout, event.cell), value: event.value });
      return scored && event.points > 0
        ? `${right} ${t('access.say.points', { count: event.points })}`
        : right;
    }
    case 'wrong':
      return t('access.say.wrong', {
        value: event.value,
        where: whereText(t, layout, event.cell),
        count: event.errorsLeft,
      });
    case 'clue-solved':
      return t('access.say.clueSolved', { clue: clueName(t, layout, event.cell) });
    case 'special-square':
      return t('access.say.special');
    case 'revealed':
      return t('access.say.revealed', { where: whereText(t, layout, event.cell), value: event.value });
    case 'time-up':
      return t('access.say.timeUp');
    case 'refused':
      return event.reason === 'already-tried' ? t('access.say.tried') : undefined;
    case 'finished': {
      const result = t(titleKey(event.message));
      if (!scored) return result;
      const score = scoreSummary(state)?.score.total ?? 0;
      return t('access.say.finished', { result, score });
    }
    default:
      return undefined;
  }
}

/**
 * The words for one step of play: what `events` did to `before`, giving `after`. Notes going on
 * or off come from the states (the engine's toggle has no event of its own).
 */
export function announcementOf(
  t: TFunction,
  events: readonly SessionEvent[],
  after: SessionState,
  before: SessionState | undefined,
): string {
  const parts = events.map((event) => eventText(t, event, after)).filter((text) => text !== undefined);
  if (before && before.noteMode !== after.noteMode && events.every((e) => e.type !== 'selected'))
    parts.push(t(after.noteMode ? 'access.say.notesOn' : 'access.say.notesOff'));
  return parts.join(' ');
}

/** The words of the hint step on screen: "Smart hint: ..." or, for an error's explanation, "Tip: ...". */
export function hintAnnouncement(t: TFunction, hint: HintShown): string {
  const step = hint.record.steps[hint.step];
  const text = step?.messages.map((message) => hintText(t, message)).join(' ') ?? '';
  if (!text) return '';
  return t(hint.record.type === 'hint' && !hint.gentle ? 'access.say.hint' : 'access.say.assist', { text });
}
