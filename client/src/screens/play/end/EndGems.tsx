// The gem balance rising by the prize, 5 gems per 100 ms. The flying gems of the celebration start
// from its gem (data-end-gems). The counting number is decoration for screen readers; the final
// balance is there as text beside it.

import { useTranslation } from 'react-i18next';
import { GemIcon } from '../../../ui/icons';
import { useNumberFormat } from './useNumberFormat';

export interface EndGemsProps {
  readonly before: number;
  readonly prize: number;
  /** Gems of the prize counted so far. */
  readonly counted: number;
}

export function EndGems({ before, prize, counted }: EndGemsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <p className="end-gems">
      <span className="end-gems__label">{t('end.gems')}</span>
      <span className="end-gems__count">
        <span className="end-gems__icon" data-end-gems="">
          <GemIcon size={30} />
        </span>
        <span aria-hidden="true" className="end-gems__value">
          {format(before + counted)}
        </span>
        <span className="visually-hidden">{format(before + prize)}</span>
      </span>
      {prize > 0 && (
        <span className="end-gems__prize">
          <span aria-hidden="true">{t('end.prize', { amount: prize })}</span>
          <span className="visually-hidden">{t('end.prizeWon', { count: prize })}</span>
        </span>
      )}
    </p>
  );
}
