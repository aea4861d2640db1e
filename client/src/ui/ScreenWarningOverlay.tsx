// The rotation and resolution warning over everything, while the screen is unfit to play on: it
// goes away by itself when the phone is turned or the window made larger; refreshing is offered
// for browsers that do not report the change.

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScreenWarning, screenWarning } from './screen-warning';
import './ScreenWarningOverlay.css';

// The warning is read from the window once, then again only when the window says it changed.
// React asks for the snapshot on every render of the shell; reading innerWidth and evaluating
// media queries there forced a style and layout pass in the middle of React's commit each time
// (a third of a 32 ms task on /play's arrival, issue 17).
let current: ScreenWarning | undefined;

function measure(): ScreenWarning {
  return screenWarning({
    width: window.innerWidth,
    height: window.innerHeight,
    touch: window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(pointer: fine)').matches,
  });
}

function subscribe(onChange: () => void): () => void {
  const update = () => {
    current = measure();
    onChange();
  };
  // A mouse plugged into a tablet changes the pointer queries without a resize.
  const pointers = ['(pointer: coarse)', '(pointer: fine)'].map((q) => window.matchMedia(q));
  window.addEventListener('resize', update);
  window.addEventListener('orientationchange', update);
  for (const list of pointers) list.addEventListener('change', update);
  return () => {
    window.removeEventListener('resize', update);
    window.removeEventListener('orientationchange', update);
    for (const list of pointers) list.removeEventListener('change', update);
  };
}

function currentWarning(): ScreenWarning {
  if (current === undefined) current = measure();
  return current;
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
