// The end screen (spec section 2, "End screen"), as the Play screen uses it. This module stays small
// because it sits in the main chunk: the end screen's content (EndScreenBody) is its own chunk,
// fetched when the first end screen opens (or earlier through preloadEndScreen), and the Pixi
// celebration is another, fetched by the content. Should the content fail to load, a plain panel
// with the title and Continue stands in, so the player is never stuck on a finished puzzle.

import type {
  DifficultyLevel,
  LandLevel,
  ProgressState,
  ResultMessage,
  ScoreSummary,
  SlotNumber,
} from '@numberland/engine';
import { lazy, Suspense, useEffect } from 'react';
import type { ScoreStatus } from '../../../state/game';
import { REDUCED_MOTION_QUERY } from '../../../ui/reduced-motion';
import { EndScreenFallback } from './EndScreenFallback';
import { QuietBoundary } from './QuietBoundary';

export type EndChoice =
  | 'continue'
  | 'replay'
  | 'same-level'
  | 'next-level'
  | 'previous-level'
  | 'next-land'
  | 'change-difficulty'
  | 'select-level';

export interface EndScreenProps {
  readonly summary: ScoreSummary;
  readonly message: ResultMessage;
  readonly gemsBefore: number;
  readonly prize: number;
  /** What became of the score post: a refusal is told here. */
  readonly score: ScoreStatus;
  readonly progress: ProgressState;
  readonly played: { level: LandLevel; shape: SlotNumber; difficulty: DifficultyLevel };
  readonly difficultyCap: DifficultyLevel;
  readonly onChoice: (choice: EndChoice, difficulty?: DifficultyLevel) => void;
  readonly onShowPuzzle: () => void;
}

const loadBody = () => import('./EndScreenBody');
const EndScreenBody = lazy(loadBody);

const ignore = () => {
  // A chunk that fails here is asked for again where it is used, which copes with the failure.
};

/**
 * Fetches the end screen's content, and its celebration unless the player prefers reduced motion,
 * ahead of time: call it when a puzzle finishes. EndScreen does it too when it opens.
 */
export function preloadEndScreen(): void {
  loadBody().catch(ignore);
  if (!window.matchMedia?.(REDUCED_MOTION_QUERY).matches) import('./Celebration').catch(ignore);
}

export function EndScreen(props: EndScreenProps) {
  // The celebration chunk comes in beside the content rather than after it.
  useEffect(preloadEndScreen, []);
  return (
    <QuietBoundary
      fallback={<EndScreenFallback message={props.message} onContinue={() => props.onChoice('continue')} />}
    >
      <Suspense fallback={null}>
        <EndScreenBody {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
