// A lesson's worked example (issue 16): the board figure at one step, the words of that step
// (the smart hint's own messages), and Back and Next through the steps.

import { type LessonId, lessonExample } from '@numberland/engine';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardFigure } from '../../figures/BoardFigure';
import { emit } from '../../game/events';
import { exampleScript } from '../../lessons/example-script';
import { type ExampleStep, exampleSteps, moveStep } from '../../lessons/example-steps';
import { hintText } from '../play/hint/hint-text';

export function LessonExampleView({ lesson }: { readonly lesson: LessonId }) {
  const { t } = useTranslation();
  const { example, steps, script } = useMemo(() => {
    const example = lessonExample(lesson);
    const steps = exampleSteps(example);
    return { example, steps, script: exampleScript(lesson, example, steps) };
  }, [lesson]);
  const [at, setAt] = useState(0);
  const step = steps[at]!;
  const words = stepWords(t, step);
  const move = (by: 1 | -1) => {
    emit('sound:play', { sound: 'button' });
    setAt((now) => moveStep(now, steps.length, by));
  };
  // After a move the board, its words and the buttons are all on screen (a phone scrolls to them).
  const body = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move of `at`, which it does not read.
  useEffect(() => {
    if (moved.current) body.current?.scrollIntoView?.({ block: 'nearest' });
    moved.current = true;
  }, [at]);
  return (
    <section
      className="lesson__example"
      aria-labelledby="lesson-example-title"
      data-shape={example.puzzle.layout.shape}
    >
      <h2 id="lesson-example-title" className="lesson__heading">
        {t('lessons.example.title')}
      </h2>
      <div ref={body} className="lesson__example-body">
        <BoardFigure script={script} frame={at} caption={false} label={t(`lessons.names.${lesson}`)} />
        <div className="lesson__step">
          <p className="lesson__step-count" data-testid="lesson-step-count">
            {t('lessons.example.stepOf', { number: at + 1, count: steps.length })}
          </p>
          <p className="lesson__step-words" aria-live="polite" data-testid="lesson-step-text" data-step={at}>
            {words}
          </p>
          <div className="lesson__step-nav">
            <button
              type="button"
              className="button button--quiet"
              data-testid="lesson-step-back"
              disabled={at === 0}
              onClick={() => move(-1)}
            >
              {t('lessons.example.back')}
            </button>
            <button
              type="button"
              className="button"
              data-testid="lesson-step-next"
              disabled={at === steps.length - 1}
              onClick={() => move(1)}
            >
              {t('lessons.example.next')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function stepWords(t: TFunction, step: ExampleStep): string {
  if (step.kind === 'start') return t('lessons.example.start');
  if (step.kind === 'found') return t('lessons.example.found', { value: step.value });
  return step.step.messages.map((m) => hintText(t, m)).join(' ');
}
