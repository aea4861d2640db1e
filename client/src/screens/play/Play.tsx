// /play (spec section 2, "Puzzle screen"): the puzzle of the selection, or of ?id=, fetched from
// the server and played. React holds the bar (title, score, time, lives, the id label), the
// countdown, the hint panel, the prompts and the end screen; the Phaser puzzle scene in
// #puzzle-scene draws the board and the number pad and sends the player's actions. The play
// controller (play/play-controller.ts) does the rest: this screen reads its stores and tells it
// what the player asks for.

import { landSlot, slotOfShape } from '@numberland/engine';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { playRequest } from '../../app/paths';
import { errorText } from '../../i18n/error-text';
import { playController } from '../../play/app-play-controller';
import { usePuzzleLoad } from '../../play/puzzle-load';
import { OfflineNotice } from '../../pwa/OfflineNotice';
import { endScreenDue, useGame } from '../../state/game';
import { useSelection } from '../../state/selection';
import { useSettings } from '../../state/settings';
import { ArrowIcon } from '../../ui/icons';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { AccessibleBoard } from './access/AccessibleBoard';
import { PlayAnnouncer } from './access/PlayAnnouncer';
import { EndScreenHost } from './EndScreenHost';
import { PlayFacts } from './PlayFacts';
import { PlayStatus } from './PlayStatus';
import { PuzzleSceneBox } from './PuzzleSceneBox';
import { PlayPrompts } from './prompts/PlayPrompts';
import { StartCountdown } from './StartCountdown';
import { PlayTray } from './tray/PlayTray';
import { useAttachPlayController } from './useAttachPlayController';
import { useFirstPaintWelcomeGone } from './useFirstPaintWelcomeGone';
import { useLeaveGuard } from './useLeaveGuard';
import { usePlayKeyboard } from './usePlayKeyboard';
import { useRequestPuzzle } from './useRequestPuzzle';
import './Play.css';
import './PlayBar.css';

/**
 * Up to this width the bar holds only back, the name, score, time and lives, so it stays one row
 * (Play.css); the prize, the hints left and the id go to the help tray.
 */
const PHONE_BAR = '(max-width: 900px)';

export function Play() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const level = useSelection((s) => s.level);
  const shape = useSelection((s) => s.shape);
  const difficulty = useSelection((s) => s.difficulty);
  const request = playRequest({ level, shape, difficulty }, id);
  useAttachPlayController();
  useRequestPuzzle(request.ok ? request.query : undefined);
  useFirstPaintWelcomeGone(request.ok);
  const load = usePuzzleLoad((s) => s.load);

  usePlayKeyboard();
  const blocker = useLeaveGuard();
  const state = useGame((s) => s.game?.state);
  const endShown = useGame(endScreenDue);
  const showingPuzzle = useGame((s) => s.finish?.showingPuzzle ?? false);
  const gridVisible = useSettings((s) => (state ? s.seenTutorial[state.start.level] : false));
  // A phone or an upright tablet: the bar keeps one row, the rest goes to the tray.
  const phone = useMediaQuery(PHONE_BAR);

  const newPuzzle = useCallback(() => {
    // The address's id would fetch the same puzzle again: it goes, and the selection decides.
    if (params.has('id')) setParams({}, { replace: true });
    playController.newPuzzle();
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
      : load.status === 'unplayable'
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
  const slot = ready && slotOfShape(ready.info.level, ready.puzzle.layout.shape);
  return (
    <div className="play">
      <div className="play__bar panel">
        {back}
        {ready && slot && (
          <>
            <div className="play__title">
              <span className="play__difficulty">{t(`difficulty.${ready.info.difficultyLevel}`)}</span>
              <h1>{t('play.title', { name: landSlot(ready.info.level, slot).name })}</h1>
            </div>
            {!phone && <PlayFacts ready={ready} state={state} />}
            {state && <PlayStatus state={state} />}
          </>
        )}
      </div>
      <OfflineNotice />
      <PuzzleSceneBox
        ready={ready}
        state={state}
        asleep={endShown && !showingPuzzle}
        boardShown={gridVisible}
      >
        {!ready && (
          <p className="play__message play__message--over panel" role="status">
            {t('play.loading')}
          </p>
        )}
        {ready && state && gridVisible && <StartCountdown state={state} />}
        {ready && gridVisible && <AccessibleBoard />}
        <PlayAnnouncer />
        {/* Under the end screen the tray has nothing to say, and would lie behind its buttons. */}
        {!(endShown && !showingPuzzle) && (
          <PlayTray idle={phone && ready ? <PlayFacts ready={ready} state={state} /> : undefined} />
        )}
      </PuzzleSceneBox>
      <PlayPrompts blocker={blocker} />
      {ready && <EndScreenHost onNewPuzzle={newPuzzle} />}
    </div>
  );
}
