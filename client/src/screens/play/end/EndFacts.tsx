// How the game went: play time in whole seconds and the wrong numbers made.

import { useTranslation } from 'react-i18next';

export function EndFacts({
  playTime,
  errorsMade,
}: {
  readonly playTime: number;
  readonly errorsMade: number;
}) {
  const { t } = useTranslation();
  return (
    <dl className="end-facts">
      <div className="end-facts__item">
        <dt>{t('end.time')}</dt>
        <dd>{t('common.seconds', { count: Math.round(playTime) })}</dd>
      </div>
      <div className="end-facts__item">
        <dt>{t('end.errors')}</dt>
        <dd>{errorsMade}</dd>
      </div>
    </dl>
  );
}
