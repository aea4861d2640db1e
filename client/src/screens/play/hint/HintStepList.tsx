// The messages of a hint's steps shown so far, one entry per step. With more than one step, a
// message is a button: clicking it has the scene draw that step again.

import type { SmartHint } from '@numberland/engine';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../../state/game';
import { hintText } from './hint-text';

export interface HintStepListProps {
  readonly record: SmartHint;
  /** The furthest step shown so far. */
  readonly upTo: number;
  /** The step the scene draws now. */
  readonly current: number;
}

export function HintStepList({ record, upTo, current }: HintStepListProps) {
  const { t } = useTranslation();
  const showHintStep = useGame((s) => s.showHintStep);
  const latest = useRef<HTMLLIElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message, or a new hint, comes into view.
  useEffect(() => {
    latest.current?.scrollIntoView?.({ block: 'nearest' });
  }, [record, upTo]);

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
