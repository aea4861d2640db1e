// The messages of a hint's steps shown so far, one entry per step; with more than one step, a
// message is a button: clicking it has the scene draw that step again. On a phone, one step at a
// time, with the arrows above its words so they stay in sight however long the words are.

import type { SmartHint } from '@numberland/engine';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import { hintText } from './hint-text';

export interface HintStepListProps {
  readonly record: SmartHint;
  /** The furthest step shown so far. */
  readonly upTo: number;
  /** The step the scene draws now. */
  readonly current: number;
  /** Little room: only the step drawn now, with arrows to the others seen so far. */
  readonly compact?: boolean;
  /** Words to say first, in bold, before the step's own (the technique of a hint's nudge). */
  readonly lead?: string | undefined;
}

export function HintStepList({ record, upTo, current, compact = false, lead }: HintStepListProps) {
  if (compact) return <OneStep record={record} upTo={upTo} current={current} lead={lead} />;
  return <AllSteps record={record} upTo={upTo} current={current} />;
}

function OneStep({ record, upTo, current, lead }: HintStepListProps) {
  const { t } = useTranslation();
  const showHintStep = (step: number) => playController.showHintStep(step);
  const step = record.steps[current];
  const text = step?.messages.map((message) => hintText(t, message)).join(' ') ?? '';
  const count = record.steps.length;
  return (
    <div className="hint-steps hint-steps--one" aria-live="polite">
      {count > 1 && (
        <div className="hint-steps__nav">
          <button
            type="button"
            className="hint-steps__arrow"
            disabled={current === 0}
            aria-label={t('hintPanel.showStep', { number: current })}
            onClick={() => showHintStep(current - 1)}
          >
            ‹
          </button>
          <span>{t('hintPanel.stepOf', { number: current + 1, count })}</span>
          <button
            type="button"
            className="hint-steps__arrow"
            disabled={current >= upTo}
            aria-label={t('hintPanel.showStep', { number: current + 2 })}
            onClick={() => showHintStep(current + 1)}
          >
            ›
          </button>
        </div>
      )}
      <p className="hint-steps__step hint-steps__step--now">
        <span>
          {lead && <strong className="hint-steps__lead">{lead}. </strong>}
          {text}
        </span>
      </p>
    </div>
  );
}

function AllSteps({ record, upTo, current }: HintStepListProps) {
  const { t } = useTranslation();
  const showHintStep = (step: number) => playController.showHintStep(step);
  const latest = useRef<HTMLLIElement>(null);
  // The latest step shown (a new message, or a new hint) comes into view.
  const latestStep = record.steps[upTo];
  useEffect(() => {
    if (latestStep) latest.current?.scrollIntoView?.({ block: 'nearest' });
  }, [latestStep]);

  const clickable = record.steps.length > 1;
  return (
    <ol className="hint-steps" aria-live="polite">
      {record.steps.slice(0, upTo + 1).map((step, index) => {
        if (step.messages.length === 0) return null;
        const text = step.messages.map((message) => hintText(t, message)).join(' ');
        const now = index === current;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the hint, which never reorders.
          <li key={index} ref={index === upTo ? latest : undefined} className="hint-steps__item">
            {clickable ? (
              <button
                type="button"
                className={`hint-steps__step${now ? ' hint-steps__step--now' : ''}`}
                aria-current={now ? 'step' : undefined}
                title={t('hintPanel.showStep', { number: index + 1 })}
                onClick={() => showHintStep(index)}
              >
                <span className="hint-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{text}</span>
              </button>
            ) : (
              <p className="hint-steps__step">{text}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
