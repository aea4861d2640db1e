import { type Game, play, type SessionAction } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/test-translator';
import { playAll, solveActions, T0, testGame } from '../../../play/test-game';
import { hintShownOf } from '../../../state/game';
import { announcementOf, hintAnnouncement } from './announcements';

const en = translator('en');
const no = translator('no');

describe('what the live region says', () => {
  const game = testGame('one-square', 1, 2, 5);
  const { layout } = game.state.puzzle;
  const open = game.state.mysteries.findIndex((m) => m.value === 0);
  const cell = layout.mysteries[open]!;
  const answer = game.state.solution[open]!;
  const selected = playAll(game, [{ type: 'select', cell }]);
  const step = (action: SessionAction, from = selected) => {
    const next = play(from, action, T0 + 60_000);
    return { next, text: (t = en) => announcementOf(t, next.events, next.game.state, from.state) };
  };

  it('a right number, with its place and points', () => {
    const { text } = step({ type: 'digit', digit: answer });
    expect(text()).toMatch(new RegExp(`^Right! row 1, column ${open + 1} is ${answer}\\. \\d+ points\\.`));
    expect(text(no)).toMatch(new RegExp(`^Riktig! rad 1, kolonne ${open + 1} er ${answer}\\.`));
  });

  it('a wrong number, with the errors left', () => {
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !game.state.solution.includes(d))!;
    const { text } = step({ type: 'digit', digit: wrong });
    expect(text()).toBe(`${wrong} is wrong at row 1, column ${open + 1}. 2 errors left.`);
  });

  it('notes on and off', () => {
    const on = step({ type: 'toggle-notes' });
    expect(on.text()).toBe('Notes on.');
    expect(step({ type: 'toggle-notes' }, on.next.game).text()).toBe('Notes off.');
  });

  it('a clue solved, and the result with its score at the end', () => {
    const actions = solveActions(game);
    let g = game;
    const said: string[] = [];
    for (const action of actions) {
      const next = play(g, action, T0 + 5000);
      said.push(announcementOf(en, next.events, next.game.state, g.state));
      g = next.game;
    }
    const all = said.join(' ');
    expect(all).toContain('Clue solved: pair clue between row 1 column 1 and row 1 column 2.');
    expect(all).toMatch(/Perfect! Score: \d+\.$/);
  });

  it('on a practice board (a lesson), no points and no score', () => {
    const practice: Game = {
      record: { ...game.record, start: { ...game.record.start, practice: true } },
      state: { ...game.state, start: { ...game.state.start, practice: true } },
    };
    let g = practice;
    const said: string[] = [];
    for (const action of solveActions(practice)) {
      const next = play(g, action, T0 + 5000);
      said.push(announcementOf(en, next.events, next.game.state, g.state));
      g = next.game;
    }
    const all = said.join(' ');
    expect(all).toMatch(/Right! row 1, column \d is \d\./);
    expect(all).not.toMatch(/points|Score/);
    expect(all).toMatch(/Perfect!$/);
  });

  it('a revealed number', () => {
    const { text } = step({ type: 'reveal' });
    expect(text()).toBe(`Revealed: row 1, column ${open + 1} is ${answer}.`);
  });

  it('the words of a smart hint', () => {
    const hinted = play(game, { type: 'smart-hint' }, T0 + 1000);
    const event = hinted.events.find((e) => e.type === 'smart-hint');
    expect(event).toBeDefined();
    if (event?.type !== 'smart-hint') return;
    const words = hintAnnouncement(en, hintShownOf(event.record, false));
    expect(words).toMatch(/^Smart hint: \S/);
    expect(words).not.toContain('hintMessages.');
  });
});
