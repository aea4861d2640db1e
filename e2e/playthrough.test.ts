// Real puzzles played through the screen (a subset of `npm run playthrough`): one slot of each
// land, solved with the engine's answer by clicking cells and typing or tapping digits, and the
// end screen's stars and score checked against the engine's replay and the server's stored row.
// Then one game with wrong numbers, a smart hint and a reveal, and one game lost on errors.

import { DEFAULT_GEMS, gemPrizeFor, REVEAL_PRICE, SMART_HINT_PRICE } from '@numberland/engine';
import { describe, expect, it } from 'vitest';
import en from '../client/src/i18n/locales/en.json';
import { PHONE } from './support/browser';
import { useGameBrowser } from './support/game-browser';
import { closedAfterEach } from './support/puzzle/closed-after-each';
import { playCleanGame, playFailedGame, playWithMistakesAndAssists } from './support/puzzle/games';
import { openPlayer, type PlayerSetup, type PuzzlePlayer, type Viewport } from './support/puzzle/player';

const game = useGameBrowser();
const keep = closedAfterEach();

async function player(setup: PlayerSetup & { viewport?: Viewport } = {}): Promise<PuzzlePlayer> {
  return keep(await openPlayer(game.browser, setup));
}

const storedGems = (p: PuzzlePlayer) =>
  p.page.evaluate(() => JSON.parse(localStorage.getItem('numberland:auth:v1') ?? '{}').gems as number);

describe('playing puzzles through the screen', () => {
  it("a new player passes Summerland's welcome, solves a Nile puzzle, and the end screen agrees with engine and server", async () => {
    const p = await player({ selection: { level: 1, slot: 2, difficulty: 2 }, seenTutorial: { 1: false } });
    const outcome = await playCleanGame(p, game.game, { welcome: true });
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.shown.starCount).toBe(3);
    expect(outcome.shown.score).toBeGreaterThan(0);
    expect(p.errors).toEqual([]);
  });

  it('a Victoria puzzle on a phone, turned upright, solved by taps', async () => {
    const p = await player({ selection: { level: 2, slot: 2, difficulty: 3 }, viewport: PHONE });
    const outcome = await playCleanGame(p, game.game);
    expect(outcome.mismatches).toEqual([]);
    expect(
      await p.page.$eval('[data-testid="puzzle-box"]', (el) => (el as HTMLElement).dataset.orientation),
    ).toBe('portrait');
    expect(outcome.shown.starCount).toBe(3);
    expect(p.errors).toEqual([]);
  });

  it('an expert Everest puzzle, every cell found', async () => {
    const p = await player({ selection: { level: 3, slot: 4, difficulty: 4 } });
    const outcome = await playCleanGame(p, game.game);
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.shown.starCount).toBe(3);
    expect(p.errors).toEqual([]);
  });

  it('two wrong numbers, a smart hint and a reveal: warned once each, gems spent, no no-errors star, score reduced', async () => {
    const p = await player({ selection: { level: 3, slot: 1, difficulty: 2 } });
    const outcome = await playWithMistakesAndAssists(p, game.game);
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.warned).toEqual({ hint: true, reveal: true });
    expect(outcome.panels[1]).toBe(en.hintPanel.hint);
    expect(outcome.shown.stars).toMatchObject({ finish: true, noErrors: false });
    expect(outcome.engine.score.reductionPercent).toBeGreaterThan(0);
    // A guest's gems: the two assists paid for, the puzzle's prize won.
    expect(await storedGems(p)).toBe(
      DEFAULT_GEMS - REVEAL_PRICE - SMART_HINT_PRICE + gemPrizeFor(outcome.engine.difficulty),
    );
    expect(p.errors).toEqual([]);
  });

  it('three wrong numbers lose the puzzle: no stars, score 0, stored as errors_fail', async () => {
    const p = await player({ selection: { level: 1, slot: 1, difficulty: 1 } });
    const outcome = await playFailedGame(p, game.game);
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.shown).toMatchObject({ starCount: 0, score: 0 });
    expect(outcome.server.finishType).toBe('errors_fail');
    expect(outcome.shown.text).toContain(en.end.title.failed);
    expect(p.errors).toEqual([]);
  });

  it('a score post lost to the network is sent again until the server has it', async () => {
    const p = await player({ selection: { level: 1, slot: 3, difficulty: 1 } });
    let dropped = 0;
    await p.page.setRequestInterception(true);
    p.page.on('request', (request) => {
      const isScore = request.method() === 'POST' && new URL(request.url()).pathname === '/api/game/score';
      if (isScore && dropped === 0) {
        dropped++;
        void request.abort('internetdisconnected');
      } else void request.continue();
    });
    const outcome = await playCleanGame(p, game.game);
    expect(dropped).toBe(1);
    // The outbox sent it again: the server stored it and agrees with the end screen.
    expect(outcome.mismatches).toEqual([]);
    expect(outcome.server.total).toBe(outcome.shown.score);
    expect(outcome.shown.starCount).toBe(3);
  });
});
