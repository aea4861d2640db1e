// The end screen over the finished puzzle (spec section 2): it appears 2.5 s after the finish,
// and its choices move the player on through the auto-progress model. At 0 stars the puzzle can
// be shown solved; the end screen comes back with one button.

import {
  type DifficultyLevel,
  difficultiesOffered,
  PUZZLE_PHASES,
  resultMessage,
  scoreSummary,
  slotOfShape,
  solutionShown,
} from '@numberland/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { emit } from '../../game/events';
import { isLoggedIn, useAuth } from '../../state/auth';
import { useGame } from '../../state/game';
import { useProgress } from '../../state/progress';
import { useSelection } from '../../state/selection';
import { endMove } from './end/choices';
import { type EndChoice, EndScreen } from './end/EndScreen';
import { viewOptions } from './usePuzzleBridge';

/** A guest is reminded to save their progress after every this many finished games. */
export const REGISTER_REMINDER_EVERY = 3;

export interface EndScreenHostProps {
  readonly onReplay: () => void;
  readonly onNewPuzzle: () => void;
  /** The solved puzzle is on show instead of the end screen (at 0 stars). */
  readonly showingPuzzle: boolean;
  readonly onShowingPuzzle: (showing: boolean) => void;
}

/** Whether the end screen is due: a finished (not abandoned) game, 2.5 s after its finish. */
export function useEndScreenShown(): boolean {
  const finish = useGame((s) => s.finish);
  const finished = useGame((s) => s.game?.state.phase === PUZZLE_PHASES.finished && !s.game.state.abandoned);
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!finish) return;
    const timer = setTimeout(() => setDue(true), Math.max(0, finish.showAt - Date.now()));
    return () => clearTimeout(timer);
  }, [finish]);
  return due && finished;
}

export function EndScreenHost({ onReplay, onNewPuzzle, showingPuzzle, onShowingPuzzle }: EndScreenHostProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const game = useGame((s) => s.game);
  const finish = useGame((s) => s.finish);
  const progress = useProgress((s) => s.progress);
  const due = useEndScreenShown();

  const state = game?.state;
  const summary = state && scoreSummary(state);
  if (!due || !finish || !state || !summary || state.phase !== PUZZLE_PHASES.finished) return null;

  const level = state.start.level;
  const shape = slotOfShape(level, state.puzzle.layout.shape) ?? 1;
  const played = { level, shape, difficulty: state.start.difficultyLevel };

  const choose = (choice: EndChoice, difficulty?: DifficultyLevel) => {
    const { move, progress: next } = endMove(choice, useProgress.getState().progress, played, difficulty);
    useProgress.getState().replace(next);
    if (move.kind === 'replay') onReplay();
    else if (move.kind === 'puzzle') {
      useSelection.getState().select(move.level, move.shape, move.difficulty);
      onNewPuzzle();
    } else navigate('/home');
    const games = useProgress.getState().progress.gameCount;
    if (!isLoggedIn(useAuth.getState()) && games > 0 && games % REGISTER_REMINDER_EVERY === 0)
      setTimeout(() => navigate({ hash: 'register-reminder' }), 0);
  };

  if (showingPuzzle) {
    return (
      <div className="end-shown-puzzle">
        <button
          type="button"
          className="button"
          onClick={() => {
            emit('puzzle:update', { state, events: [], options: viewOptions() });
            onShowingPuzzle(false);
          }}
        >
          {t('play.backToResults')}
        </button>
      </div>
    );
  }

  return (
    <EndScreen
      summary={summary}
      message={resultMessage(state.stars)}
      gemsBefore={finish.gemsBefore}
      prize={finish.prize}
      progress={progress}
      played={played}
      difficultyCap={Math.max(...difficultiesOffered(level)) as DifficultyLevel}
      onChoice={choose}
      onShowPuzzle={() => {
        emit('puzzle:update', { state: solutionShown(state), events: [], options: viewOptions() });
        onShowingPuzzle(true);
      }}
    />
  );
}
