// The players a test file opens, each closed after its test, so no browser context outlives the
// test that made it: `const keep = closedAfterEach();` at the top of the file, then
// `keep(await openPlayer(...))`. Apart from player.ts, which the screenshot scripts use outside
// Vitest.

import { afterEach } from 'vitest';
import type { PuzzlePlayer } from './player';

export function closedAfterEach(): (player: PuzzlePlayer) => PuzzlePlayer {
  const open: PuzzlePlayer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.context.close()));
  });
  return (player) => {
    open.push(player);
    return player;
  };
}
