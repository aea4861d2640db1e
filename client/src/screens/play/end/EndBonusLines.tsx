// The lines under the score that explain it (bonus-lines.ts): the points from play, then the time
// bonus, the all-stars bonus (3 stars) and the special-square bonus, each on its own line, and
// what hints took off. Nothing when there is nothing to say.

import type { ScoreSummary } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { bonusLines } from './bonus-lines';
import { useNumberFormat } from './useNumberFormat';

export interface EndBonusLinesProps {
  readonly score: ScoreSummary['score'];
}

export function EndBonusLines({ score }: EndBonusLinesProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const lines = bonusLines(score);
  if (lines.length === 0 && score.reductionPercent <= 0) return null;
  return (
    <ul className="end-bonus" data-testid="end-bonus">
      {lines.map((line) => (
        <li
          key={line.key}
          className={line.added ? 'end-bonus__line' : 'end-bonus__line end-bonus__line--base'}
        >
          <span>{t(line.key)}</span>
          <strong>
            {line.added ? '+' : ''}
            {format(line.amount)}
          </strong>
        </li>
      ))}
      {score.reductionPercent > 0 && (
        <li className="end-bonus__reduction">
          {t('end.hintReduction', { percent: score.reductionPercent })}
        </li>
      )}
    </ul>
  );
}
