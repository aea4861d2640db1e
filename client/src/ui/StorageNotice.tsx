// Said once per page when the browser refuses storage (a sandboxed or partitioned frame, private
// browsing): the game plays on from memory, and the player should know it will not be kept.

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStorage } from '../state/storage';
import './bars.css';

export function StorageNotice() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (appStorage.available || dismissed) return null;
  return (
    <div className="storage-notice" role="status">
      <p>{t('app.storageBlocked')}</p>
      <button type="button" onClick={() => setDismissed(true)} aria-label={t('common.close')}>
        ×
      </button>
    </div>
  );
}
