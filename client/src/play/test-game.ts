// Games for the play screen's unit tests only: a generated puzzle played with the engine.

import {
  type DifficultyLevel,
  type Game,
  generate,
  newGame,
  play,
  type SessionAction,
  type ShapeName,
  sessionStart,
} from '@numberland/engine';

export const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

export function testGame(
  shape: ShapeName,
  level: 1 | 2 | 3,
  difficulty: DifficultyLevel = 1,
  seed = 7,
): Game {
  const made = generate({ shape, orientation: 'landscape', difficulty, seed });
  const start = sessionStart(
    made.puzzle,
    { ...made, puzzleId: made.id, level, difficultyLevel: difficulty },
    { id: `test-game-${seed}-abc`, gems: 500, startupDelayMs: 0, errorAssist: false },
  );
  if (!start.ok) throw new Error(start.error);
  return play(newGame(start.value, T0), { type: 'begin' }, T0).game;
}

/** Plays `actions` one second apart after `from`. */
export function playAll(game: Game, actions: readonly SessionAction[], from = T0): Game {
  let g = game;
  actions.forEach((action, i) => {
    g = play(g, action, from + 1000 * (i + 1)).game;
  });
  return g;
}

/** Every mystery entered right, or with `wrongFirst` wrong digits on the first. */
export function solveActions(game: Game, wrongFirst = 0): SessionAction[] {
  const { layout } = game.state.puzzle;
  const solution = game.state.solution;
  const out: SessionAction[] = [];
  layout.mysteries.forEach((cell, m) => {
    if (game.state.mysteries[m]!.value !== 0) return;
    out.push({ type: 'select', cell });
    if (m === 0) {
      for (let d = 1, w = 0; d <= 9 && w < wrongFirst; d++) {
        if (d === solution[0] || (layout.shape === 'single-pair' && solution.includes(d))) continue;
        out.push({ type: 'digit', digit: d });
        w++;
      }
    }
    out.push({ type: 'digit', digit: solution[m]! });
  });
  return out;
}
