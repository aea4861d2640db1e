import { describe, expect, it } from 'vitest';
import { firstPaintWelcomeLand, type WelcomeSources } from './first-paint-welcome';

const FIRST_VISIT: WelcomeSources = {
  pathname: '/play',
  search: '',
  hash: '',
  selectedLevel: 1,
  seenTutorial: undefined,
  keptGame: () => false,
};

const land = (change: Partial<WelcomeSources>) => firstPaintWelcomeLand({ ...FIRST_VISIT, ...change });

describe('the land whose welcome the first paint draws on /play', () => {
  it("is the selection's land, or the land the screen asks for a puzzle id, until its tutorial is seen", () => {
    expect(land({})).toBe(1);
    expect(land({ selectedLevel: 2 })).toBe(2);
    expect(land({ pathname: '/PLAY/' })).toBe(1);
    // A 6-squares id: only Winterland offers the shape (as app/paths.ts playRequest finds).
    expect(land({ search: '?id=B9L4-16' })).toBe(3);
    expect(land({ search: '?id=B9L4-16', seenTutorial: { 3: true } })).toBeUndefined();
    expect(land({ seenTutorial: { 1: true, 2: false } })).toBeUndefined();
    expect(land({ selectedLevel: 2, seenTutorial: { 1: true, 2: false } })).toBe(2);
  });

  it('is none where the screen shows no welcome first', () => {
    expect(land({ pathname: '/home' })).toBeUndefined();
    expect(land({ pathname: '/play/x' })).toBeUndefined();
    expect(land({ keptGame: () => true })).toBeUndefined();
    expect(land({ hash: '#settings' })).toBeUndefined();
    // An id the screen sends back to /play, with no puzzle asked for yet.
    expect(land({ search: '?id=nonsense' })).toBeUndefined();
  });

  it("reads the tab's kept game only on a play address", () => {
    let asked = 0;
    const keptGame = () => {
      asked++;
      return false;
    };
    land({ pathname: '/home', keptGame });
    land({ pathname: '/', keptGame });
    expect(asked).toBe(0);
    land({ keptGame });
    expect(asked).toBe(1);
  });

  it('reads a stored seenTutorial the way the settings store does: only true counts', () => {
    expect(land({ seenTutorial: { 1: 'yes' } })).toBe(1);
    expect(land({ seenTutorial: null })).toBe(1);
    // Read by index, as the store reads it: [, true] marks Summerland seen.
    expect(land({ seenTutorial: [false, true] })).toBeUndefined();
    expect(land({ seenTutorial: [true, false] })).toBe(1);
  });
});
