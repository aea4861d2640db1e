// The end screen's content (spec section 2, "End screen"; section 4, "Stars", "Result messages",
// "Auto-progress and end-screen steps"; section 9 for its timings): a panel over the finished
// puzzle with the title by stars, the three stars, time and errors, the score and gems counting up,
// the bonus lines, where Continue goes, and the choices. Continue happens by itself after 30 s
// unless the player touches the end screen, or the game was lost (Continue then replays it). The celebration (Pixi, its own chunk) plays over it
// unless the player prefers reduced motion; then the numbers show their final values at once.

import { type DifficultyLevel, landOf, starCount } from '@numberland/engine';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../ui/reduced-motion';
import { CelebrationLayer } from './CelebrationLayer';
import { ChoicePanel } from './ChoicePanel';
import { endChoices } from './choices';
import { countUpValue, gemCountUp, scoreCountUp } from './count-up';
import { EndBonusLines } from './EndBonusLines';
import { EndFacts } from './EndFacts';
import { EndGems } from './EndGems';
import { EndScore } from './EndScore';
import type { EndChoice, EndScreenProps } from './EndScreen';
import { EndStars } from './EndStars';
import { measureAnchors } from './measure-anchors';
import { SCORE_START_MS, timelineFor } from './timeline';
import { titleKey } from './title';
import { useAutoContinue } from './useAutoContinue';
import { useDialogFocus } from './useDialogFocus';
import { useElapsed } from './useElapsed';
import { useNumberFormat } from './useNumberFormat';
import './EndScreen.css';

/** The end screen itself, loaded with EndScreen (see EndScreen.tsx). */
export default function EndScreenBody(props: EndScreenProps) {
  const { summary, message, gemsBefore, prize, progress, played, difficultyCap, onChoice } = props;
  const { t } = useTranslation();
  const format = useNumberFormat();
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  const [startedAt] = useState(() => performance.now());

  const stars = { time: summary.timeStar, finish: summary.finishedStar, noErrors: summary.noerrorsStar };
  const count = starCount({ time: stars.time, noerrors: stars.noErrors, finished: stars.finish });
  const choices = useMemo(
    () => endChoices({ progress, played, difficultyCap, stars: count }),
    [progress, played, difficultyCap, count],
  );

  const timeline = timelineFor(prize);
  const elapsed = useElapsed(startedAt, timeline.countsDoneMs, !reducedMotion);
  const score = countUpValue(scoreCountUp(summary.score.total), elapsed - SCORE_START_MS);
  const gems = countUpValue(gemCountUp(prize), elapsed - timeline.gemStartMs);
  const countsDone = elapsed >= timeline.countsDoneMs;

  const [celebrating, setCelebrating] = useState(true);
  const stopCelebrating = useCallback(() => setCelebrating(false), []);
  const measure = useCallback(() => measureAnchors(layer.current), []);

  // One choice only: a click racing the automatic Continue must not move the player twice.
  const chosen = useRef(false);
  const choose = useCallback(
    (choice: EndChoice, difficulty?: DifficultyLevel) => {
      if (chosen.current) return;
      chosen.current = true;
      onChoice(choice, difficulty);
    },
    [onChoice],
  );
  const { seconds } = useAutoContinue(layer, () => choose('continue'), message !== 'failed');
  useDialogFocus(dialog, continueButton);

  // The final values are announced once, when the counting is over.
  const [announce, setAnnounce] = useState(false);
  useEffect(() => {
    if (countsDone) setAnnounce(true);
  }, [countsDone]);

  return (
    <div ref={layer} className="end-screen">
      <div
        ref={dialog}
        className="end-screen__panel panel"
        data-testid="end-screen"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="end-screen__result">
          <h2 id={titleId} className={`end-screen__title end-screen__title--${message}`}>
            {t(titleKey(message))}
          </h2>
          {choices.landAhead !== undefined && (
            <p className="end-screen__land-ahead">
              {choices.landAhead === 'done'
                ? t('end.allDone')
                : t('end.landAhead', { land: t(`lands.${landOf(choices.landAhead).id}`) })}
            </p>
          )}
          <EndStars stars={stars} animate={!reducedMotion} />
          <EndFacts playTime={summary.playTime} errorsMade={summary.errorsMade} />
          <div className="end-screen__numbers">
            <EndScore total={summary.score.total} shown={score} />
            <EndGems before={gemsBefore} prize={prize} counted={gems} />
          </div>
          <EndBonusLines score={summary.score} />
          {props.score.kind === 'waiting' && (
            <p className="end-screen__score-waiting" role="status" data-testid="score-waiting">
              {t('offline.waiting')}
            </p>
          )}
          {props.score.kind === 'refused' && (
            <p className="end-screen__score-problem" role="alert" data-testid="score-refused">
              {t('end.scoreProblem.title')}{' '}
              {t(
                props.score.code === 'score-mismatch'
                  ? 'end.scoreProblem.mismatch'
                  : 'end.scoreProblem.other',
              )}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {announce
              ? t('end.finalValues', { score: format(summary.score.total), gems: format(gemsBefore + prize) })
              : ''}
          </p>
        </div>
        <ChoicePanel
          choices={choices}
          played={played}
          seconds={seconds}
          continueRef={continueButton}
          onChoice={choose}
          onShowPuzzle={props.onShowPuzzle}
        />
      </div>
      {celebrating && !reducedMotion && (count > 0 || prize > 0) && (
        <CelebrationLayer
          startedAt={startedAt}
          stars={[stars.time, stars.finish, stars.noErrors]}
          prize={prize}
          gemStartMs={timeline.gemStartMs}
          gemDurationMs={timeline.gemDurationMs}
          measure={measure}
          onDone={stopCelebrating}
        />
      )}
    </div>
  );
}
