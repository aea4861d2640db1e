// What the play controller tells whoever listens (the embedder API, client/src/embed/) when a game
// begins and ends: read off the engine's state and summary, the same numbers the bar and the end
// screen show, so nothing here decides a rule.

import type { EmbedPuzzleFinished, EmbedPuzzleStarted } from '@numberland/contract';
import { type SessionState, scoreSummary, slotOfShape, starCount } from '@numberland/engine';

type Unwrapped<T> = Omit<T, 'source' | 'version'>;
export type PuzzleStartedNews = Unwrapped<EmbedPuzzleStarted>;
export type PuzzleFinishedNews = Unwrapped<EmbedPuzzleFinished>;
export type PlayNews = PuzzleStartedNews | PuzzleFinishedNews;

/** The news of a game that has just begun; undefined for a board no land has. */
export function startedNews(state: SessionState): PuzzleStartedNews | undefined {
  const { level, difficultyLevel, puzzleId } = state.start;
  const shape = state.puzzle.layout.shape;
  const slot = slotOfShape(level, shape);
  if (!slot) return undefined;
  return { type: 'puzzle-started', puzzleId, land: level, shape, slot, difficulty: difficultyLevel };
}

/** The news of a game that has just ended, from its score summary; undefined for one left unfinished. */
export function finishedNews(state: SessionState): PuzzleFinishedNews | undefined {
  const summary = scoreSummary(state);
  if (!summary) return undefined;
  return {
    type: 'puzzle-finished',
    puzzleId: summary.puzzleId,
    stars: starCount({
      time: summary.timeStar,
      noerrors: summary.noerrorsStar,
      finished: summary.finishedStar,
    }),
    score: summary.score.total,
    time: summary.playTime,
    solved: summary.finishType === 'success',
  };
}

/** Who hears the news (the embedder API); each is told in the order it began listening. */
export class NewsListeners {
  private readonly listeners = new Set<(news: PlayNews) => void>();

  /** Returns a function that stops listening. */
  listen(listener: (news: PlayNews) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(news: PlayNews | undefined): void {
    if (!news) return;
    for (const listener of [...this.listeners]) listener(news);
  }
}
