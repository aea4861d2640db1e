// The rotation and resolution warning over everything, while the screen is unfit to play on: it
// goes away by itself when the phone is turned or the window made larger; refreshing is offered
// for browsers that do not report the change.

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { screenWarning } from './screen-warning';
import './ScreenWarningOverlay.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

function currentWarning() {
  return screenWarning({
    width: window.innerWidth,
    height: window.innerHeight,
    touch: window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(pointer: fine)').matches,
  });
}

export function ScreenWarningOverlay() {
  const { t } = useTranslation();
  const warning = useSyncExternalStore(subscribe, currentWarning, () => null);
  if (!warning) return null;
  return (
    <div className="screen-warning" role="alertdialog" aria-labelledby="screen-warning-text">
      <div className="screen-warning__card">
        <div className={`screen-warning__icon screen-warning__icon--${warning}`} aria-hidden="true" />
        <p id="screen-warning-text">
          {t(warning === 'rotate' ? 'screenWarning.rotate' : 'screenWarning.tooSmall')}
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('screenWarning.refresh')}
        </button>
      </div>
    </div>
  );
}
