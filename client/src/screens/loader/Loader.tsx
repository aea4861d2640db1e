// The loader of the app shell: a progress bar over the preloaded images, then the game.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRELOAD_IMAGES } from './images';
import { loadImage, preload } from './preload';
import './Loader.css';

export function Loader({ onDone }: { readonly onDone: () => void }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    let live = true;
    void preload({
      urls: PRELOAD_IMAGES,
      load: loadImage,
      onProgress: (done, total) => {
        if (live) setPercent(total === 0 ? 100 : Math.round((100 * done) / total));
      },
    }).then(() => {
      if (live) onDone();
    });
    return () => {
      live = false;
    };
  }, [onDone]);

  return (
    <div className="loader">
      <p className="loader__label" id="loader-label">
        {t('loader.label')}
      </p>
      <div
        className="loader__track"
        role="progressbar"
        aria-labelledby="loader-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="loader__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="loader__percent" aria-hidden="true">
        {t('loader.percent', { percent })}
      </p>
    </div>
  );
}
