// /play (spec section 2, "Puzzle screen"): the puzzle of the selection, or of ?id=, fetched from
// the server and played. React holds the bar (title, score, time, lives, the id label), the
// countdown, the hint panel, the prompts and the end screen; the Phaser puzzle scene in
// #puzzle-scene draws the board and the number pad and sends the player's actions.

import { gemPrizeFor, landSlot, puzzleIdLabel, type SlotNumber } from '@numberland/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { playRequest } from '../../app/paths';
import type { PuzzleLayoutReport } from '../../game/events';
import { PhaserGame, type PhaserGameConfig } from '../../game/PhaserGame';
import { PUZZLE_MOUNT_ID } from '../../game/scene-keys';
import { errorText } from '../../i18n/error-text';
import { useCurrentPuzzle } from '../../state/current-puzzle';
import { useGame } from '../../state/game';
import { useSelection } from '../../state/selection';
import { useSettings } from '../../state/settings';
import { ArrowIcon, GemIcon } from '../../ui/icons';
import { EndScreenHost, useEndScreenShown } from './EndScreenHost';
import { HintPanel } from './hint/HintPanel';
import { HintReminder } from './hint/HintReminder';
import { PlayStatus } from './PlayStatus';
import { PlayPrompts } from './prompts/PlayPrompts';
import { StartCountdown } from './StartCountdown';
import { useBoardOrientation, usePlayKeyboard } from './useBoardInput';
import { useGameSetUp } from './useGameSetUp';
import { useLeaveGuard } from './useLeaveGuard';
import { usePuzzle } from './usePuzzle';
import { usePuzzleBridge } from './usePuzzleBridge';
import { usePauseForAd, useSessionClock } from './useSessionClock';
import './Play.css';

const loadPuzzleScenes = () => import('../../game/puzzle-scenes').then((module) => module.PUZZLE_SCENES);

/** One texture per WebGL batch, as for the planet (phaserjs/phaser#7372). */
const PUZZLE_CONFIG: PhaserGameConfig = { render: { maxTextures: 1 } };

export function Play() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const level = useSelection((s) => s.level);
  const shape = useSelection((s) => s.shape);
  const difficulty = useSelection((s) => s.difficulty);
  const select = useSelection((s) => s.select);
  const request = playRequest({ level, shape, difficulty }, id);
  // A new puzzle of the same selection is a new fetch; the same puzzle again is a new round.
  const [fetchCount, setFetchCount] = useState(0);
  const [round, setRound] = useState(0);
  const load = usePuzzle(request.ok ? request.query : undefined, fetchCount);
  const setUpError = useGameSetUp(load, round);

  const sceneBox = useRef<HTMLDivElement>(null);
  const onLayout = useCallback((report: PuzzleLayoutReport) => {
    // Where the board was drawn, for the browser tests to click on.
    if (sceneBox.current) sceneBox.current.dataset.layout = JSON.stringify(report);
  }, []);
  usePuzzleBridge(onLayout);
  useSessionClock();
  usePauseForAd();
  usePlayKeyboard();
  useBoardOrientation(sceneBox);
  const blocker = useLeaveGuard();
  const state = useGame((s) => s.game?.state);
  const endShown = useEndScreenShown();
  const [showingPuzzle, setShowingPuzzle] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new game (or round) starts with the board in play.
  useEffect(() => setShowingPuzzle(false), [load, round]);
  const gridVisible = useSettings((s) => (state ? s.seenTutorial[state.start.level] : false));

  const setCurrent = useCurrentPuzzle((s) => s.setCurrent);
  // What is played becomes the selection, so home opens on it afterwards, and the puzzle the
  // side menu can print.
  useEffect(() => {
    if (load.status !== 'ready') return;
    const { query } = load;
    select(query.level as 1 | 2 | 3, query.shape as SlotNumber, load.info.difficultyLevel);
    setCurrent({
      puzzle: load.puzzle,
      puzzleId: load.wire.puzzleId,
      name: landSlot(query.level as 1 | 2 | 3, query.shape as SlotNumber).name,
    });
  }, [load, select, setCurrent]);

  const playAgain = useCallback(() => setRound((r) => r + 1), []);
  const newPuzzle = useCallback(() => {
    // The address's id would fetch the same puzzle again: it goes, and the selection decides.
    if (params.has('id')) setParams({}, { replace: true });
    setFetchCount((n) => n + 1);
  }, [params, setParams]);

  if (!request.ok && request.reason === 'bad-id') return <Navigate to="/play" replace />;

  const back = (
    <button type="button" className="back-button" onClick={() => navigate('/home')}>
      <ArrowIcon direction="left" size={22} />
      <span>{t('play.back')}</span>
    </button>
  );

  const problem = !request.ok
    ? t('play.notOffered')
    : load.status === 'failed'
      ? errorText(t, load.error)
      : setUpError
        ? t('play.unplayable')
        : undefined;
  if (problem) {
    return (
      <div className="play">
        <div className="play__bar panel">{back}</div>
        <p className="play__message panel" role="alert">
          {problem}
        </p>
      </div>
    );
  }

  const ready = load.status === 'ready' ? load : undefined;
  const slot = ready ? landSlot(ready.info.level, ready.query.shape as SlotNumber) : undefined;
  return (
    <div className="play">
      <div className="play__bar panel">
        {back}
        {ready && slot && (
          <>
            <div className="play__title">
              <span className="play__difficulty">{t(`difficulty.${ready.info.difficultyLevel}`)}</span>
              <h1>{t('play.title', { name: slot.name })}</h1>
            </div>
            <dl className="play__facts">
              <div>
                <dt>{t('play.prize')}</dt>
                <dd>
                  <GemIcon size={18} /> {gemPrizeFor(ready.info.difficulty)}
                </dd>
              </div>
              <div>
                <dt>{t('play.hints')}</dt>
                <dd>{state ? state.start.hintsNo - state.smartHintsUsed : ready.info.hintsNo}</dd>
              </div>
            </dl>
            {state && <PlayStatus state={state} />}
            <button
              type="button"
              className="play__id"
              title={t('play.puzzleIdHint')}
              onClick={() => setParams({ id: ready.wire.puzzleId }, { replace: true })}
            >
              {t('play.puzzleId', { id: puzzleIdLabel(ready.wire.puzzleId) })}
            </button>
          </>
        )}
      </div>
      <div
        ref={sceneBox}
        className="play__scene"
        data-puzzle-id={ready?.wire.puzzleId}
        data-phase={state?.phase}
        data-orientation={state?.puzzle.layout.orientation}
        data-testid="puzzle-box"
      >
        <PhaserGame
          asleep={endShown && !showingPuzzle}
          id={PUZZLE_MOUNT_ID}
          className="play__canvas"
          loadScenes={loadPuzzleScenes}
          config={PUZZLE_CONFIG}
        />
        {!ready && (
          <p className="play__message play__message--over panel" role="status">
            {t('play.loading')}
          </p>
        )}
        {ready && state && gridVisible && <StartCountdown state={state} />}
        <HintPanel />
        <HintReminder />
      </div>
      <PlayPrompts blocker={blocker} />
      {ready && (
        <EndScreenHost
          onReplay={playAgain}
          onNewPuzzle={newPuzzle}
          showingPuzzle={showingPuzzle}
          onShowingPuzzle={setShowingPuzzle}
        />
      )}
    </div>
  );
}
