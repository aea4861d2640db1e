// The top bar as the tutorial shows it (spec section 9, "Tutorial mode display"): time, errors
// available, lives and progress, fixed numbers that show what the bar in a puzzle means.

import { useTranslation } from 'react-i18next';
import { TUTORIAL_DISPLAY } from './tutorial-display';

export function TutorialStatus() {
  const { t } = useTranslation();
  const { time, errors, lives, progress } = TUTORIAL_DISPLAY;
  return (
    <section className="tutorial-status" data-testid="tutorial-status" aria-label={t('figures.status.title')}>
      <div className="tutorial-status__item">
        <span className="tutorial-status__label">{t('playStatus.timeLeft')}</span>
        <strong className="tutorial-status__value" data-value={time}>
          {t('playStatus.seconds', { count: time })}
        </strong>
      </div>
      <div className="tutorial-status__item">
        <span className="tutorial-status__label">{t('figures.status.errors')}</span>
        <strong className="tutorial-status__value" data-value={errors}>
          {errors}
        </strong>
      </div>
      <div className="tutorial-status__item">
        <span className="tutorial-status__label">{t('playStatus.lives')}</span>
        <strong className="tutorial-status__value tutorial-status__hearts" data-value={lives}>
          {'♥'.repeat(lives)} {lives}
        </strong>
      </div>
      <div className="tutorial-status__item tutorial-status__item--wide">
        <span className="tutorial-status__label">{t('figures.status.progress')}</span>
        <span
          className="tutorial-status__track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={t('figures.status.progress')}
        >
          <span className="tutorial-status__fill" style={{ width: `${progress}%` }} />
        </span>
      </div>
    </section>
  );
}
