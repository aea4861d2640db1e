// The route table's pure rules (spec section 2, "Routes" and "Tutorial routing rules"): which
// screen / shows, where a tutorial address leads, where next and back go, and what /play asks
// the server for. The components in app/ only apply these.

import type { GameQuery } from '@numberland/contract';
import {
  type DifficultyLevel,
  TUTORIAL_PAGES as ENGINE_TUTORIAL_PAGES,
  isDifficultyOffered,
  isLessonId,
  LANDS,
  type LandLevel,
  type LandSpec,
  type LessonId,
  landOf,
  landsWithShape,
  parsePuzzleId,
  type SlotNumber,
} from '@numberland/engine';

export type LandId = LandSpec['id'];

/** Pages per land tutorial (spec section 9, "Tutorial lengths"). */
export const TUTORIAL_PAGES: Readonly<Record<LandId, number>> = ENGINE_TUTORIAL_PAGES;

export function landIdOf(level: LandLevel): LandId {
  return landOf(level).id;
}

export function landLevelOf(id: string): LandLevel | undefined {
  return LANDS.find((land) => land.id === id)?.level;
}

/** `/`: the intro until the player has seen it, then home. */
export function rootScreen(seenIntro: boolean): 'intro' | 'home' {
  return seenIntro ? 'home' : 'intro';
}

/** The full path (path, query and hash) asks for the set-password screen alone. */
export function isAlphaPasswordPath(fullPath: string): boolean {
  return /setalphapassword/i.test(fullPath);
}

export function tutorialPath(land: LandId, page: number): string {
  return `/tutorial/${land}/${page}`;
}

export type TutorialRoute =
  | { readonly kind: 'page'; readonly land: LandId; readonly level: LandLevel; readonly page: number }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * /tutorial and /tutorial/{land}/{page}: a known land and page shows that page; an empty or
 * unknown page goes to page 1 of the land; no land or an unknown one goes to the selected land.
 */
export function resolveTutorial(
  land: string | undefined,
  page: string | undefined,
  selectedLevel: LandLevel,
): TutorialRoute {
  const level = land === undefined ? undefined : landLevelOf(land);
  if (level === undefined) return { kind: 'redirect', to: tutorialPath(landIdOf(selectedLevel), 1) };
  const id = landIdOf(level);
  const number = /^[1-9][0-9]*$/.test(page ?? '') ? Number(page) : Number.NaN;
  if (!(number >= 1 && number <= TUTORIAL_PAGES[id])) return { kind: 'redirect', to: tutorialPath(id, 1) };
  return { kind: 'page', land: id, level, page: number };
}

/** Next: the following page, else page 1 of the next land, and after winterland the game. */
export function tutorialNext(level: LandLevel, page: number): string {
  const land = landIdOf(level);
  if (page < TUTORIAL_PAGES[land]) return tutorialPath(land, page + 1);
  return level < 3 ? tutorialPath(landIdOf((level + 1) as LandLevel), 1) : '/play';
}

/** Back: the page before, else the last page of the land before; none before summerland's first. */
export function tutorialBack(level: LandLevel, page: number): string | undefined {
  const land = landIdOf(level);
  if (page > 1) return tutorialPath(land, page - 1);
  if (level === 1) return undefined;
  const previous = landIdOf((level - 1) as LandLevel);
  return tutorialPath(previous, TUTORIAL_PAGES[previous]);
}

/** The last page of each land has a Play button (summer 6, autumn 6, winter 4). */
export function isTutorialPlayPage(level: LandLevel, page: number): boolean {
  return page === TUTORIAL_PAGES[landIdOf(level)];
}

/** The page's name for analytics, as the spec writes it: tutorial-{land}-{page}-page. */
export function tutorialPageName(level: LandLevel, page: number): string {
  return `tutorial-${level}-${page}-page`;
}

/** The lesson list (issue 16). */
export const LESSONS_PATH = '/lessons';

export function lessonPath(lesson: LessonId): string {
  return `${LESSONS_PATH}/${lesson}`;
}

/** A lesson's practice board, numbered from 1. */
export function lessonPracticePath(lesson: LessonId, board: number): string {
  return `${lessonPath(lesson)}/practice/${board}`;
}

export type LessonRoute =
  | { readonly kind: 'lesson'; readonly lesson: LessonId }
  | { readonly kind: 'practice'; readonly lesson: LessonId; readonly board: number }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * /lessons/{id} and /lessons/{id}/practice/{n}: an unknown lesson goes to the list, a practice
 * board that does not exist to its lesson.
 */
export function resolveLesson(
  id: string | undefined,
  practice: string | undefined,
  boards: number,
): LessonRoute {
  if (!isLessonId(id)) return { kind: 'redirect', to: LESSONS_PATH };
  if (practice === undefined) return { kind: 'lesson', lesson: id };
  const board = /^[1-9][0-9]*$/.test(practice) ? Number(practice) : Number.NaN;
  if (!(board >= 1 && board <= boards)) return { kind: 'redirect', to: lessonPath(id) };
  return { kind: 'practice', lesson: id, board };
}

/** The router's /play: matched without regard to case, with or without a closing slash. */
export function isPlayPath(pathname: string): boolean {
  return /^\/play\/?$/i.test(pathname);
}

export interface Selected {
  readonly level: LandLevel;
  readonly shape: SlotNumber | 0;
  readonly difficulty: DifficultyLevel;
}

export type PlayRequest =
  | { readonly ok: true; readonly query: GameQuery }
  | { readonly ok: false; readonly reason: 'bad-id' | 'not-offered' };

/**
 * What /play asks the server for. Without an id: the selection (slot 1 of the land when none is
 * picked). With an id: that puzzle, in the selected land when it has the shape and offers the
 * difficulty, else in the first land that does (2-, 3- and 4-squares are in two lands).
 */
export function playRequest(selection: Selected, id: string | null): PlayRequest {
  if (!id) {
    const shape = selection.shape === 0 ? 1 : selection.shape;
    return {
      ok: true,
      query: { level: selection.level, shape, difficulty: selection.difficulty },
    };
  }
  const key = parsePuzzleId(id);
  if (!key.ok) return { ok: false, reason: 'bad-id' };
  const { shape, difficulty } = key.value;
  const lands = landsWithShape(shape).filter((level) => isDifficultyOffered(level, difficulty));
  const level = lands.includes(selection.level) ? selection.level : lands[0];
  if (level === undefined) return { ok: false, reason: 'not-offered' };
  const slot = (landOf(level).slots.findIndex((s) => s.shape === shape) + 1) as SlotNumber;
  return { ok: true, query: { level, shape: slot, difficulty, id } };
}

/** The screen name analytics records for a path: tutorial pages by the spec's page names. */
export function screenNameOf(pathname: string): string {
  const tutorial = /^\/tutorial\/([a-z]+)\/([0-9]+)$/.exec(pathname);
  const level = tutorial ? landLevelOf(tutorial[1]!) : undefined;
  if (tutorial && level !== undefined) return tutorialPageName(level, Number(tutorial[2]));
  return pathname === '/' ? 'root' : pathname.replace(/^\//, '').split('/')[0]!;
}

/** A screen where a board is played: /play, or a lesson's practice board. */
export function isBoardPath(pathname: string): boolean {
  return isPlayPath(pathname) || /^\/lessons\/[^/]+\/practice\/[^/]+\/?$/i.test(pathname);
}

/**
 * Screens that need the whole height (a board, a tutorial page with its buttons): the bottom
 * bar's tools go up into the top bar there.
 */
export function isTallScreenPath(pathname: string): boolean {
  return isBoardPath(pathname) || /^\/tutorial(\/|$)/i.test(pathname);
}
