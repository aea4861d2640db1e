// The smart hint or error explanation on screen (spec section 4, "Smart hint"): its title, the
// messages of its steps so far (each one shows its step again), where to learn more, and Got it.
// A smart hint comes in three levels: the nudge (where to look, and the technique's name), then
// "Show me why" plays the reasoning, then "Show the answer" states the number. Only asking for the
// hint costs; the deeper levels of the same hint are free.
// It fills the help tray (tray/PlayTray.tsx), which the board's layout keeps free, so it never
// covers the grid or the pad; closing a gentle reminder marks the rule-2 warning seen.

import { hasLevels } from '@numberland/engine';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import { useGame } from '../../../state/game';
import { BulbIcon } from '../../../ui/icons';
import { HintStepList, StepNav } from './HintStepList';
import { type HintReach, hintTitleKey, reachOf } from './hint-view';
import { LearnMoreLink } from './LearnMoreLink';
import './HintPanel.css';
import './HintPanelCompact.css';

/** `compact`: a low tray (a phone), one step at a time. */
export function HintPanel({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const hint = useGame((s) => s.hint);
  const titleId = useId();
  // The furthest step seen, kept while the scene replays an earlier one.
  const [reach, setReach] = useState<HintReach>();
  const nextReach = hint && reachOf(reach, hint);
  if (nextReach !== reach) setReach(nextReach);
  const deepen = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const level = hint?.level;
  // Show the answer goes once pressed: the keyboard's focus moves on to Got it, not to the page.
  useEffect(() => {
    if (level === 3 && document.activeElement === document.body) done.current?.focus();
  }, [level]);
  if (!hint || !nextReach) return null;

  const close = () => playController.closeHint();
  const kind = hint.gentle ? 'gentle' : hint.record.type;
  const levels = hasLevels(hint.full);
  const technique = hint.full.technique;
  // Little room (a phone): the technique leads the nudge's words, and the lesson waits for the answer.
  // The title shrinks to a caption and the step's arrows go down beside the buttons, so the words
  // get the tray's height.
  const trick =
    levels && hint.level === 1 && technique
      ? t('hintPanel.technique', { name: t(`hintPanel.techniques.${technique}`) })
      : undefined;
  const doneButton = (
    <button
      ref={done}
      type="button"
      className={`button hint-panel__done${levels && hint.level < 3 ? ' button--quiet' : ''}`}
      onClick={close}
    >
      {t('hintPanel.gotIt')}
    </button>
  );
  return (
    <section
      className={`hint-panel hint-panel--${kind}${compact ? ' hint-panel--compact' : ''}`}
      aria-labelledby={titleId}
      data-testid="hint-panel"
    >
      <div className="hint-panel__head">
        <h2 id={titleId} className="hint-panel__title">
          <span className="hint-panel__icon" aria-hidden="true">
            {kind === 'hint' ? <BulbIcon /> : kind === 'error' ? '?' : '!'}
          </span>
          {/* On a phone the bulb says which panel this is, and the level takes the title's room. */}
          <span className={compact && levels ? 'visually-hidden' : undefined}>{t(hintTitleKey(hint))}</span>
        </h2>
        {levels && (
          <span className="hint-panel__level" data-testid="hint-level">
            {t('hintPanel.levelOf', { level: hint.level })}
          </span>
        )}
      </div>
      {trick && !compact && <p className="hint-panel__technique">{trick}</p>}
      <HintStepList
        record={hint.record}
        upTo={nextReach.upTo}
        current={hint.step}
        compact={compact}
        lead={compact ? trick : undefined}
        after={
          compact && hint.record.learn && !(levels && hint.level < 3) ? (
            <LearnMoreLink learn={hint.record.learn} />
          ) : undefined
        }
      />
      <div className="hint-panel__footer">
        {compact && <StepNav record={hint.record} upTo={nextReach.upTo} current={hint.step} />}
        {hint.record.learn && !compact && <LearnMoreLink learn={hint.record.learn} />}
        {levels && hint.level < 3 && (
          <button
            ref={deepen}
            type="button"
            className="button hint-panel__deeper"
            data-testid="hint-deeper"
            onClick={() => playController.deepenHint()}
          >
            {t(hint.level === 1 ? 'hintPanel.showHow' : 'hintPanel.showAnswer')}
          </button>
        )}
        {doneButton}
      </div>
    </section>
  );
}
