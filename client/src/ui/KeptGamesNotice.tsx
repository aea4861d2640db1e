// Finished games the server refused (the outbox keeps them instead of dropping them): the player
// is told in a short line, and may send them again or let them go.

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { keptGames } from '../api';
import './bars.css';

export function KeptGamesNotice() {
  const { t } = useTranslation();
  const kept = useSyncExternalStore(keptGames.subscribe, keptGames.list);
  if (kept.length === 0) return null;
  const last = kept[kept.length - 1];
  return (
    <div className="storage-notice" role="status" data-testid="kept-games">
      <p title={last?.message}>
        {kept.length === 1 ? t('app.keptGameOne') : t('app.keptGameMany', { count: kept.length })}{' '}
        {t('app.keptGameWhy')}
      </p>
      <button
        type="button"
        className="kept-games__retry"
        onClick={() => {
          for (const k of kept) void keptGames.retry(k.id);
        }}
        aria-label={t('common.tryAgain')}
      >
        ↻
      </button>
      <button
        type="button"
        onClick={() => {
          for (const k of kept) keptGames.dismiss(k.id);
        }}
        aria-label={t('common.close')}
      >
        ×
      </button>
    </div>
  );
}
