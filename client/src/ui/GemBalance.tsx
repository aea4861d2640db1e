// The gem balance in the bar. It pulses whenever the number changes (spec section 2), but not when
// it first appears.

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../state/auth';
import { GemIcon } from './icons';
import './GemBalance.css';

export function GemBalance() {
  const { t } = useTranslation();
  const gems = useAuth((s) => s.gems);
  const shown = useRef(gems);
  const [pulse, setPulse] = useState(0);

  useEffect(() => {
    if (gems === shown.current) return;
    shown.current = gems;
    setPulse((n) => n + 1);
  }, [gems]);

  return (
    <output className="gem-balance" title={t('bar.gemBalance')} aria-live="polite">
      <GemIcon />
      <span
        key={pulse}
        aria-hidden="true"
        className={pulse > 0 ? 'gem-balance__count gem-balance__count--pulse' : 'gem-balance__count'}
      >
        {gems}
      </span>
      <span className="visually-hidden">{t('common.gems', { count: gems })}</span>
    </output>
  );
}
