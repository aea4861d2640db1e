// What to do next: Continue (big, focused first, its label says what comes), the countdown under it,
// then the other choices the auto-progress model offers, "Choose a puzzle" first among them (on a
// phone only the choices' first rows are sure to be in sight), the difficulty buttons opening right
// under "Change difficulty" and brought into view, and Show puzzle at 0 stars.

import { type DifficultyLevel, landOf, landSlot, type ProgressStep } from '@numberland/engine';
import type { TFunction } from 'i18next';
import { Fragment, memo, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '../../../ui/icons';
import type { ContinuePlan, EndChoices, OtherChoice, PlayedStep } from './choices';
import type { EndChoice } from './EndScreen';
import './ChoicePanel.css';

export interface ChoicePanelProps {
  readonly choices: EndChoices;
  readonly played: PlayedStep;
  readonly seconds: number | undefined;
  readonly continueRef: Ref<HTMLButtonElement>;
  readonly onChoice: (choice: EndChoice, difficulty?: DifficultyLevel) => void;
  readonly onShowPuzzle: () => void;
}

type T = TFunction;

/** Literal keys: a key built from a template makes the typed `t` search every key, too deep a type. */
const DIFFICULTY_WORDS = {
  1: 'end.difficulty.1',
  2: 'end.difficulty.2',
  3: 'end.difficulty.3',
  4: 'end.difficulty.4',
} as const;

function stepWords(t: T, step: ProgressStep) {
  return { name: landSlot(step.level, step.shape).name, difficulty: t(DIFFICULTY_WORDS[step.difficulty]) };
}

function continueLabel(t: T, plan: ContinuePlan): string {
  switch (plan.kind) {
    case 'replay':
      return t('end.continue.replay');
    case 'another':
      return t('end.continue.another', { name: landSlot(plan.step.level, plan.step.shape).name });
    case 'next':
      return t('end.continue.next', stepWords(t, plan.step));
    case 'done':
      return t('end.continue.done');
  }
}

function choiceLabel(t: T, other: OtherChoice): string {
  switch (other.choice) {
    case 'replay':
      return t('end.choices.replay');
    case 'same-level':
      return t('end.choices.sameLevel', { name: landSlot(other.step.level, other.step.shape).name });
    case 'next-level':
      return t('end.choices.nextLevel', stepWords(t, other.step));
    case 'previous-level':
      return t('end.choices.previousLevel', stepWords(t, other.step));
    case 'next-land':
      return t('end.choices.nextLand', { land: t(`lands.${landOf(other.step.level).id}`) });
    case 'change-difficulty':
      return t('end.choices.changeDifficulty');
    case 'select-level':
      return t('end.choices.selectLevel');
  }
}

// Memoised: the end screen re-renders every frame while its numbers count up; the buttons need not.
export const ChoicePanel = memo(function ChoicePanel({
  choices,
  played,
  seconds,
  continueRef,
  onChoice,
  onShowPuzzle,
}: ChoicePanelProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const picker = useRef<HTMLFieldSetElement>(null);
  const difficulties = choices.others.find((o) => o.choice === 'change-difficulty')?.difficulties ?? [];
  const others = [
    ...choices.others.filter((o) => o.choice === 'select-level'),
    ...choices.others.filter((o) => o.choice !== 'select-level'),
  ];
  useEffect(() => {
    if (picking) picker.current?.scrollIntoView?.({ block: 'nearest' });
  }, [picking]);

  return (
    <div className="end-choices">
      <button
        ref={continueRef}
        type="button"
        className="button button--play end-choices__continue"
        onClick={() => onChoice('continue')}
      >
        <span>{continueLabel(t, choices.continuePlan)}</span>
        <ArrowIcon direction="right" size={26} />
      </button>
      <p className="end-choices__countdown">
        {seconds !== undefined ? t('end.countdown', { count: seconds }) : '\u00a0'}
      </p>
      {choices.showPuzzle && (
        <button type="button" className="button end-choices__show" onClick={onShowPuzzle}>
          {t('end.choices.showPuzzle')}
        </button>
      )}
      <fieldset className="end-choices__others">
        <legend className="visually-hidden">{t('end.choices.label')}</legend>
        {others.map((other) =>
          other.choice === 'change-difficulty' ? (
            <Fragment key={other.choice}>
              <button
                type="button"
                className="button button--quiet end-choices__other"
                aria-expanded={picking}
                aria-controls={pickerId}
                onClick={() => setPicking((open) => !open)}
              >
                {choiceLabel(t, other)}
              </button>
              <fieldset ref={picker} id={pickerId} className="end-choices__difficulties" hidden={!picking}>
                <legend className="visually-hidden">{t('end.choices.difficulties')}</legend>
                {difficulties.map((d) => (
                  <button
                    key={d}
                    type="button"
                    className={`end-choices__difficulty end-choices__difficulty--${d}`}
                    aria-current={d === played.difficulty ? 'true' : undefined}
                    onClick={() => onChoice('change-difficulty', d)}
                  >
                    {d === played.difficulty
                      ? t('end.choices.current', { difficulty: t(`difficulty.${d}`) })
                      : t(`difficulty.${d}`)}
                  </button>
                ))}
              </fieldset>
            </Fragment>
          ) : (
            <button
              key={other.choice}
              type="button"
              className="button button--quiet end-choices__other"
              onClick={() => onChoice(other.choice)}
            >
              {choiceLabel(t, other)}
            </button>
          ),
        )}
      </fieldset>
    </div>
  );
});
