// The big "+800" with a gem that the reward modals open with.

import { useTranslation } from 'react-i18next';
import { GemIcon } from '../../ui/icons';
import './economy.css';

export function RewardBadge({ amount }: { readonly amount: number }) {
  const { t } = useTranslation();
  return (
    <div className="reward-badge">
      <GemIcon size={56} />
      <span className="reward-badge__amount" aria-hidden="true">
        +{amount}
      </span>
      <span className="visually-hidden">{t('common.gems', { count: amount })}</span>
    </div>
  );
}
