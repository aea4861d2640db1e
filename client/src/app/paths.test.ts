import { describe, expect, it } from 'vitest';
import {
  isAlphaPasswordPath,
  isBoardPath,
  isPlayPath,
  isTallScreenPath,
  isTutorialPlayPage,
  LESSONS_PATH,
  lessonPath,
  lessonPracticePath,
  playRequest,
  resolveLesson,
  resolveTutorial,
  rootScreen,
  screenNameOf,
  TUTORIAL_PAGES,
  tutorialBack,
  tutorialNext,
} from './paths';

describe('/', () => {
  it('shows the intro until it has been seen, then home', () => {
    expect(rootScreen(false)).toBe('intro');
    expect(rootScreen(true)).toBe('home');
  });
});

describe('setalphapassword', () => {
  it('is found anywhere in the full path, whatever its case', () => {
    expect(isAlphaPasswordPath('/setalphapassword')).toBe(true);
    expect(isAlphaPasswordPath('/x/SetAlphaPassword/abc')).toBe(true);
    expect(isAlphaPasswordPath('/home?next=setALPHApassword')).toBe(true);
    expect(isAlphaPasswordPath('/resetPassword/abc')).toBe(false);
  });
});

describe('tutorial routes', () => {
  it('has 6, 6 and 4 pages', () => {
    expect(TUTORIAL_PAGES).toEqual({ summerland: 6, autumnland: 6, winterland: 4 });
  });

  it.each([
    [undefined, undefined, 1, '/tutorial/summerland/1'],
    [undefined, undefined, 2, '/tutorial/autumnland/1'],
    [undefined, undefined, 3, '/tutorial/winterland/1'],
    ['springland', '2', 3, '/tutorial/winterland/1'],
    ['autumnland', undefined, 1, '/tutorial/autumnland/1'],
    ['autumnland', '', 1, '/tutorial/autumnland/1'],
    ['autumnland', '7', 1, '/tutorial/autumnland/1'],
    ['winterland', '5', 1, '/tutorial/winterland/1'],
    ['summerland', '0', 1, '/tutorial/summerland/1'],
    ['summerland', '02', 1, '/tutorial/summerland/1'],
    ['summerland', 'abc', 1, '/tutorial/summerland/1'],
  ] as const)('%s/%s with land %i selected redirects to %s', (land, page, level, to) => {
    expect(resolveTutorial(land, page, level)).toEqual({ kind: 'redirect', to });
  });

  it('shows a known page of a known land', () => {
    expect(resolveTutorial('winterland', '4', 1)).toEqual({
      kind: 'page',
      land: 'winterland',
      level: 3,
      page: 4,
    });
    expect(resolveTutorial('summerland', '6', 3)).toEqual({
      kind: 'page',
      land: 'summerland',
      level: 1,
      page: 6,
    });
  });

  it('next runs through the lands and ends in the game', () => {
    expect(tutorialNext(1, 1)).toBe('/tutorial/summerland/2');
    expect(tutorialNext(1, 6)).toBe('/tutorial/autumnland/1');
    expect(tutorialNext(2, 6)).toBe('/tutorial/winterland/1');
    expect(tutorialNext(3, 3)).toBe('/tutorial/winterland/4');
    expect(tutorialNext(3, 4)).toBe('/play');
  });

  it('back runs the other way, and there is none before the first page', () => {
    expect(tutorialBack(1, 1)).toBeUndefined();
    expect(tutorialBack(1, 3)).toBe('/tutorial/summerland/2');
    expect(tutorialBack(2, 1)).toBe('/tutorial/summerland/6');
    expect(tutorialBack(3, 1)).toBe('/tutorial/autumnland/6');
  });

  it('the Play button is on summer 6, autumn 6 and winter 4', () => {
    expect([isTutorialPlayPage(1, 6), isTutorialPlayPage(2, 6), isTutorialPlayPage(3, 4)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([isTutorialPlayPage(1, 4), isTutorialPlayPage(3, 3)]).toEqual([false, false]);
  });

  it('names tutorial pages for analytics as the spec does', () => {
    expect(screenNameOf('/tutorial/autumnland/5')).toBe('tutorial-2-5-page');
    expect(screenNameOf('/home')).toBe('home');
    expect(screenNameOf('/')).toBe('root');
  });
});

describe('a board screen', () => {
  it('is /play or a lesson practice board, not the lesson itself', () => {
    expect(['/play', '/lessons/sums/practice/1', '/lessons/sums/practice/2/'].map(isBoardPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/', '/home', '/lessons/sums', '/lessons'].map(isBoardPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('with the tutorial pages, needs the whole height', () => {
    expect(['/play', '/tutorial', '/tutorial/summerland/6'].map(isTallScreenPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/home', '/rules', '/tutorials'].map(isTallScreenPath)).toEqual([false, false, false]);
  });
});

describe('/play', () => {
  it("is the router's /play, in any case and with a closing slash, and nothing under it", () => {
    expect(['/play', '/play/', '/PLAY', '/Play/'].map(isPlayPath)).toEqual([true, true, true, true]);
    expect(['/', '/home', '/player', '/play/x', '/lessons/sums/practice/1'].map(isPlayPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('asks for the selection, slot 1 of the land when none is picked', () => {
    expect(playRequest({ level: 2, shape: 3, difficulty: 2 }, null)).toEqual({
      ok: true,
      query: { level: 2, shape: 3, difficulty: 2 },
    });
    expect(playRequest({ level: 3, shape: 0, difficulty: 4 }, '')).toEqual({
      ok: true,
      query: { level: 3, shape: 1, difficulty: 4 },
    });
  });

  it('with an id, plays it in the selected land when that land has the shape and difficulty', () => {
    // 4-squares is slot 4 of autumnland and slot 3 of winterland.
    expect(playRequest({ level: 3, shape: 1, difficulty: 1 }, 'B8L2-abc')).toEqual({
      ok: true,
      query: { level: 3, shape: 3, difficulty: 2, id: 'B8L2-abc' },
    });
    expect(playRequest({ level: 2, shape: 1, difficulty: 1 }, 'B8L2-abc')).toEqual({
      ok: true,
      query: { level: 2, shape: 4, difficulty: 2, id: 'B8L2-abc' },
    });
  });

  it('with an id, moves to a land that offers its difficulty', () => {
    // Expert 4-squares: only winterland offers difficulty 4.
    expect(playRequest({ level: 2, shape: 1, difficulty: 1 }, 'B8L4-abc')).toMatchObject({
      ok: true,
      query: { level: 3, shape: 3, difficulty: 4 },
    });
  });

  it('refuses ids that are not puzzle ids, and shapes no land offers at that difficulty', () => {
    expect(playRequest({ level: 1, shape: 1, difficulty: 1 }, 'nonsense')).toEqual({
      ok: false,
      reason: 'bad-id',
    });
    // single-pair (shape 1) only in summerland, which offers up to medium.
    expect(playRequest({ level: 1, shape: 1, difficulty: 1 }, 'B1L4-1')).toEqual({
      ok: false,
      reason: 'not-offered',
    });
  });
});

describe('/lessons', () => {
  it('a known lesson shows, an unknown one goes to the list, a practice board outside 1..n to its lesson', () => {
    expect(resolveLesson('add-multiply', undefined, 2)).toEqual({ kind: 'lesson', lesson: 'add-multiply' });
    expect(resolveLesson('try-and-check', '2', 2)).toEqual({
      kind: 'practice',
      lesson: 'try-and-check',
      board: 2,
    });
    expect(resolveLesson('long-division', undefined, 2)).toEqual({ kind: 'redirect', to: LESSONS_PATH });
    for (const board of ['0', '3', '01', 'x', ''])
      expect(resolveLesson('subtract-divide', board, 2)).toEqual({
        kind: 'redirect',
        to: '/lessons/subtract-divide',
      });
    expect(lessonPracticePath('central-square-box', 1)).toBe('/lessons/central-square-box/practice/1');
    expect(lessonPath('pairs-only-once')).toBe('/lessons/pairs-only-once');
  });
});
