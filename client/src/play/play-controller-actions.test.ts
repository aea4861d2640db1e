import {
  ERRORS_ALLOWED,
  HINT_STEP_MS,
  hintLevel,
  REVEAL_PRICE,
  type SessionEvent,
  SMART_HINT_PRICE,
} from '@numberland/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_DELAY_MS } from './puzzle-setup';
import { FLYING_GEMS } from './settle-events';
import { playHarness, servedPuzzle, settle } from './test-controller';
import { solveActions, T0 } from './test-game';

/** Its first smart hint has two steps. */
const NILE = servedPuzzle(1, 2, 2);
const query = { level: 1, shape: 2, difficulty: 2 } as const;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A game of the Nile in play, after its countdown. */
async function playing(options: Parameters<typeof playHarness>[1] = {}) {
  const h = playHarness(NILE, options);
  h.controller.attach();
  h.controller.request(query);
  await settle();
  vi.advanceTimersByTime(STARTUP_DELAY_MS);
  h.sounds.length = 0;
  const cell = (m: number) => h.state().puzzle.layout.mysteries[m]!;
  const right = (m: number) => h.state().solution[m]!;
  const wrong = (m: number) => (right(m) === 1 ? 2 : 1);
  return { ...h, cell, right, wrong };
}

const RESULT_SOUNDS = ['correct', 'clue-solved', 'special-square'];

describe('numbers and notes', () => {
  it('a right number counts and sounds; a wrong one costs a life and shows why', async () => {
    const h = await playing();
    h.controller.dispatch({ type: 'select', cell: h.cell(0) });
    expect(h.sounds).toEqual(['select']);
    h.controller.dispatch({ type: 'digit', digit: h.right(0) });
    expect(h.state().mysteries[0]!.value).toBe(h.right(0));
    expect(h.state().score).toBeGreaterThan(0);
    expect(RESULT_SOUNDS).toContain(h.sounds.at(-1));

    h.controller.dispatch({ type: 'select', cell: h.cell(1) });
    const events = h.controller.dispatch({ type: 'digit', digit: h.wrong(1) });
    expect(h.state().errors).toBe(ERRORS_ALLOWED - 1);
    // The first error costs the no-errors star too.
    expect(h.sounds.slice(-2)).toEqual(['wrong', 'star-lost']);
    const why = events.find(
      (e): e is Extract<SessionEvent, { type: 'wrong' }> => e.type === 'wrong',
    )?.explanation;
    const explained = why && why.errorType !== 'unexplained' ? why : undefined;
    expect(h.stores.game.getState().hint?.record).toBe(explained);
  });

  it("coming back to a wrong try shows the error assist's gentle word, which a number does not hide", async () => {
    const h = await playing();
    h.controller.dispatch({ type: 'select', cell: h.cell(1) });
    h.controller.dispatch({ type: 'digit', digit: h.wrong(1) });
    h.controller.closeHint();
    h.controller.dispatch({ type: 'select', cell: h.cell(0) });
    const events = h.controller.dispatch({ type: 'select', cell: h.cell(1) });
    const assist = events.find((e) => e.type === 'assist');
    expect(assist).toBeDefined();
    expect(h.stores.game.getState().hint).toMatchObject({ gentle: true, step: 0 });
    h.controller.dispatch({ type: 'digit', digit: h.right(1) });
    expect(h.stores.game.getState().hint?.gentle).toBe(true);
    h.controller.closeHint();
    expect(h.stores.game.getState().hint).toBeUndefined();
    expect(h.stores.settings.getState().seenRule2Warning).toBe(true);
  });

  it('notes go in with the note sound, and come out with the erase sound', async () => {
    const h = await playing();
    h.controller.dispatch({ type: 'select', cell: h.cell(0) });
    h.controller.dispatch({ type: 'toggle-notes' });
    expect(h.state().noteMode).toBe(true);
    h.controller.dispatch({ type: 'digit', digit: 3 });
    expect(h.state().mysteries[0]!.notes).toBe(1 << 3);
    expect(h.sounds.at(-1)).toBe('note');
    h.controller.dispatch({ type: 'erase' });
    expect(h.state().mysteries[0]!.notes).toBe(0);
    expect(h.sounds.at(-1)).toBe('erase');
  });

  it("the scene's actions and assists come in through the bus, and a new scene gets the state", async () => {
    const h = await playing();
    h.bus.emit('puzzle:action', { action: { type: 'select', cell: h.cell(0) } });
    expect(h.state().selection).toEqual({ kind: 'mystery', cell: h.cell(0) });
    h.bus.emit('puzzle:assist', { kind: 'reveal' });
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'reveal-warning' });
    h.emitted.length = 0;
    h.bus.emit('scene:ready', { scene: 'Puzzle' });
    expect(h.emitted.map((e) => e.name)).toEqual(['puzzle:update', 'puzzle:hint']);
  });
});

describe('reveal and smart hint', () => {
  it('the first reveal is warned of; OK pays 200 gems and fills the cell; the next goes at once', async () => {
    const h = await playing();
    h.controller.dispatch({ type: 'select', cell: h.cell(0) });
    h.controller.requestAssist('reveal');
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'reveal-warning' });
    expect(h.stores.auth.getState().gems).toBe(500);
    expect(h.game().record.actions.some((a) => a.action.type === 'reveal')).toBe(false);
    h.controller.confirmAssist('reveal');
    expect(h.stores.prompt.getState().prompt).toBeUndefined();
    expect(h.state().mysteries[0]).toMatchObject({ value: h.right(0), revealed: true });
    expect(h.stores.auth.getState().gems).toBe(500 - REVEAL_PRICE);
    expect(h.state().gems).toBe(500 - REVEAL_PRICE);
    expect(h.stores.settings.getState().usedReveal).toBe(true);
    expect(h.sounds).toContain('reveal');

    h.controller.dispatch({ type: 'select', cell: h.cell(1) });
    h.controller.requestAssist('reveal');
    expect(h.state().mysteries[1]!.revealed).toBe(true);
    expect(h.stores.auth.getState().gems).toBe(500 - 2 * REVEAL_PRICE);
  });

  it('reveal with no box chosen asks for one, warns of no price and pays nothing', async () => {
    const h = await playing();
    expect(h.state().selection).toBeUndefined();
    h.controller.requestAssist('reveal');
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'reveal-needs-cell' });
    expect(h.stores.auth.getState().gems).toBe(500);
    expect(h.state().revealsUsed).toBe(0);
    h.controller.closePrompt();
    h.controller.dispatch({ type: 'select', cell: h.cell(0) });
    h.controller.requestAssist('reveal');
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'reveal-warning' });
  });

  it('short of gems, the ad prompt comes at once (no warning), and nothing is paid', async () => {
    const h = await playing({ gems: 150 });
    h.controller.dispatch({ type: 'select', cell: h.cell(0) });
    h.controller.requestAssist('reveal');
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'needs-ad', on: 'reveal' });
    expect(h.stores.auth.getState().gems).toBe(150);
    expect(h.state().mysteries[0]!.revealed).toBe(false);
    h.controller.closePrompt();
    const poor = await playing({ gems: 50 });
    poor.controller.requestAssist('smart-hint');
    expect(poor.stores.prompt.getState().prompt).toEqual({ kind: 'needs-ad', on: 'smart-hint' });
    expect(poor.state().smartHintsUsed).toBe(0);
  });

  it('a smart hint is warned of, paid, shown in levels for free, and steps on every 300 ms; a number entered hides it', async () => {
    const h = await playing();
    h.controller.requestAssist('smart-hint');
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'smart-hint-warning' });
    h.controller.confirmAssist('smart-hint');
    const nudge = h.stores.game.getState().hint!;
    // Level 1: the nudge alone.
    expect(nudge).toMatchObject({ step: 0, gentle: false, level: 1 });
    expect(nudge.record.steps).toEqual([nudge.full.nudge]);
    expect(h.state()).toMatchObject({ smartHintsUsed: 1, gems: 500 - SMART_HINT_PRICE });
    expect(h.stores.auth.getState().gems).toBe(500 - SMART_HINT_PRICE);
    expect(h.sounds).toContain('smart-hint');
    const actions = h.stores.game.getState().game!.record.actions.length;

    // Level 2: the reasoning, played step by step; no action, nothing paid.
    h.controller.deepenHint();
    const hint = h.stores.game.getState().hint!;
    expect(hint).toMatchObject({ step: 0, level: 2 });
    // The reasoning without its answer: the engine's level 2, one step short of the whole hint.
    expect(hint.record.steps).toEqual(hintLevel(hint.full, 2).steps);
    expect(hint.record.steps).toHaveLength(hint.full.steps.length - 1);
    const last = hint.record.steps.length - 1;
    for (let step = 1; step <= last; step++) {
      vi.advanceTimersByTime(HINT_STEP_MS - 1);
      expect(h.stores.game.getState().hint!.step).toBe(step - 1);
      vi.advanceTimersByTime(1);
      expect(h.stores.game.getState().hint!.step).toBe(step);
    }
    vi.advanceTimersByTime(10 * HINT_STEP_MS);
    expect(h.stores.game.getState().hint!.step).toBe(last);
    // Shown again from an earlier step, it steps on again from there.
    h.controller.showHintStep(0);
    vi.advanceTimersByTime(HINT_STEP_MS);
    expect(h.stores.game.getState().hint!.step).toBe(Math.min(1, last));
    const hints = h.emitted.filter((e) => e.name === 'puzzle:hint').map((e) => e.payload);
    expect(hints.at(-1)).toEqual({ hint: { record: hint.record, step: Math.min(1, last) } });

    // Level 3: the answer, shown at once; still free, and no deeper level.
    h.controller.deepenHint();
    const answer = h.stores.game.getState().hint!;
    expect(answer.level).toBe(3);
    expect(answer.record).toBe(answer.full);
    expect(answer.step).toBe(answer.full.steps.length - 1);
    expect(answer.record.steps.at(-1)?.candidates).toEqual([answer.full.value]);
    h.controller.deepenHint();
    expect(h.stores.game.getState().hint).toBe(answer);
    expect(h.state()).toMatchObject({ smartHintsUsed: 1, gems: 500 - SMART_HINT_PRICE });
    expect(h.stores.auth.getState().gems).toBe(500 - SMART_HINT_PRICE);
    expect(h.stores.game.getState().game!.record.actions).toHaveLength(actions);

    const m = h.state().mysteries.findIndex((c) => c.value === 0);
    h.controller.dispatch({ type: 'select', cell: h.cell(m) });
    h.controller.dispatch({ type: 'digit', digit: h.right(m) });
    expect(h.stores.game.getState().hint).toBeUndefined();
    expect(vi.getTimerCount()).toBe(1); // only the session's tick is left
  });

  it('with every smart hint used, Hint says so and costs nothing', async () => {
    const h = await playing({ gems: 5000 });
    h.stores.settings.getState().update({ usedSmartHint: true });
    const allowed = h.state().start.hintsNo;
    for (let i = 0; i < allowed; i++) {
      h.controller.requestAssist('smart-hint');
      h.controller.closeHint();
    }
    expect(h.stores.prompt.getState().prompt).toBeUndefined();
    h.controller.requestAssist('smart-hint');
    expect(h.stores.prompt.getState().prompt).toEqual({ kind: 'hints-used-up' });
    expect(h.state().smartHintsUsed).toBe(allowed);
    expect(h.stores.auth.getState().gems).toBe(5000 - allowed * SMART_HINT_PRICE);
  });

  it("a signed-in player's spending is stored on the server as the new total", async () => {
    const h = await playing({ token: 'tok-1' });
    h.stores.settings.getState().update({ usedReveal: true });
    h.controller.dispatch({ type: 'select', cell: h.cell(0) });
    h.controller.requestAssist('reveal');
    expect(h.api.gemTotals).toEqual([500 - REVEAL_PRICE]);
  });
});

describe('what reaches the session from around it', () => {
  it('the error-assist setting, gems won elsewhere, and the view options', async () => {
    const h = await playing();
    expect(h.state().errorAssist).toBe(true);
    h.stores.settings.getState().update({ showErrorAssist: false });
    expect(h.state().errorAssist).toBe(false);
    h.stores.auth.getState().setGems(900);
    expect(h.state().gems).toBe(900);
    h.emitted.length = 0;
    h.stores.settings.getState().update({ dimUnrelated: true });
    expect(h.emitted).toEqual([
      {
        name: 'puzzle:update',
        payload: expect.objectContaining({ events: [], options: { dimUnrelated: true, gridVisible: true } }),
      },
    ]);
  });

  it('a 2-squares board turns to suit a tall box, and back for a wide one', async () => {
    const h = playHarness(servedPuzzle(2, 2));
    h.controller.attach();
    h.controller.request({ level: 2, shape: 2, difficulty: 1 });
    await settle();
    h.controller.sceneResized(400, 900);
    expect(h.state().puzzle.layout.orientation).toBe('portrait');
    h.controller.sceneResized(900, 400);
    expect(h.state().puzzle.layout.orientation).toBe('landscape');
  });

  it('the special square found in time sends 40 gems flying to the balance', async () => {
    const h = playHarness(servedPuzzle(2, 2));
    h.controller.attach();
    h.controller.request({ level: 2, shape: 2, difficulty: 1 });
    await settle();
    vi.advanceTimersByTime(STARTUP_DELAY_MS);
    // Within the 2-squares' 20 s of play.
    for (const action of solveActions(h.game())) {
      vi.advanceTimersByTime(500);
      h.controller.dispatch(action);
    }
    expect(h.state().specialSquare?.inTime).toBe(true);
    expect(h.emitted.filter((e) => e.name === 'puzzle:gems')).toEqual([
      { name: 'puzzle:gems', payload: { count: FLYING_GEMS, to: { x: 10, y: 20 } } },
    ]);
  });
});
