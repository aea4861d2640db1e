// The lines under the score that explain it: the all-stars bonus (3 stars), the special-square
// bonus, and what hints took off. Nothing when there is nothing to say.

import type { ScoreSummary } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './useNumberFormat';

export interface EndBonusLinesProps {
  readonly score: ScoreSummary['score'];
  readonly allStars: boolean;
}

export function EndBonusLines({ score, allStars }: EndBonusLinesProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const allStarsBonus = allStars && score.finalBonus > 0;
  if (!allStarsBonus && score.specialSquareBonus <= 0 && score.reductionPercent <= 0) return null;
  return (
    <ul className="end-bonus">
      {allStarsBonus && (
        <li className="end-bonus__line">
          <span>{t('end.allStarsBonus')}</span>
          <strong>+{format(score.finalBonus)}</strong>
        </li>
      )}
      {score.specialSquareBonus > 0 && (
        <li className="end-bonus__line">
          <span>{t('end.specialSquareBonus')}</span>
          <strong>+{format(score.specialSquareBonus)}</strong>
        </li>
      )}
      {score.reductionPercent > 0 && (
        <li className="end-bonus__reduction">
          {t('end.hintReduction', { percent: score.reductionPercent })}
        </li>
      )}
    </ul>
  );
}
