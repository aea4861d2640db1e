// The score, counting up over 1500 ms. The counting number is decoration for screen readers; the
// final score is there as text beside it.

import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './useNumberFormat';

export interface EndScoreProps {
  readonly total: number;
  /** What the counter shows now. */
  readonly shown: number;
}

export function EndScore({ total, shown }: EndScoreProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <p className="end-score">
      <span className="end-score__label">{t('end.score')}</span>
      <span className="end-score__value" aria-hidden="true">
        {format(shown)}
      </span>
      <span className="visually-hidden" data-testid="end-score-total">
        {format(total)}
      </span>
    </p>
  );
}
