// The messages of a hint's steps shown so far, one entry per step; with more than one step, a
// message is a button: clicking it has the scene draw that step again. On a phone, one step at a
// time; its arrows (StepNav) go in the panel's footer, so the words get the panel's height.
// The list is no live region: the play's announcer (access/PlayAnnouncer.tsx) says each step once;
// a second live region here made screen readers say every hint twice.

import type { SmartHint } from '@numberland/engine';
import { type ReactNode, useEffect, useRef } from 'react';
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
  /** In the one-step view, what follows the words inside their scrolling box (the lesson's link). */
  readonly after?: ReactNode;
}

export function HintStepList({ record, upTo, current, compact = false, lead, after }: HintStepListProps) {
  if (compact) return <OneStep record={record} upTo={upTo} current={current} lead={lead} after={after} />;
  return <AllSteps record={record} upTo={upTo} current={current} />;
}

function OneStep({ record, current, lead, after }: HintStepListProps) {
  const { t } = useTranslation();
  const step = record.steps[current];
  const text = step?.messages.map((message) => hintText(t, message)).join(' ') ?? '';
  return (
    <div className="hint-steps hint-steps--one">
      <p className="hint-steps__step hint-steps__step--now" data-testid="hint-step-text">
        <span>
          {lead && <strong className="hint-steps__lead">{lead}. </strong>}
          {text}
        </span>
        {after}
      </p>
    </div>
  );
}

/**
 * Back and Next between the steps seen so far, for the one-step view (a phone): under the words,
 * beside the panel's buttons, so the words get the height. Nothing for a hint of one step.
 */
export function StepNav({ record, upTo, current }: Pick<HintStepListProps, 'record' | 'upTo' | 'current'>) {
  const { t } = useTranslation();
  const showHintStep = (step: number) => playController.showHintStep(step);
  const count = record.steps.length;
  if (count <= 1) return null;
  return (
    <div className="hint-steps__nav" data-testid="hint-step-nav">
      <button
        type="button"
        className="hint-steps__arrow"
        disabled={current === 0}
        aria-label={t('hintPanel.showStep', { number: current })}
        onClick={() => showHintStep(current - 1)}
      >
        ‹
      </button>
      <span className="hint-steps__count">
        <span aria-hidden="true">
          {current + 1}/{count}
        </span>
        <span className="visually-hidden">{t('hintPanel.stepOf', { number: current + 1, count })}</span>
      </span>
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
    <ol className="hint-steps">
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
