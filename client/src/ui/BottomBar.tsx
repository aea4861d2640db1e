// The bottom bar (spec section 2): fullscreen (not on iOS, nor in frames that forbid it) and the
// options, which show once the intro has been seen.

import { useTranslation } from 'react-i18next';
import { useHashModal } from '../routing/useHashModal';
import { useSettings } from '../state/settings';
import { FullscreenIcon, GearIcon } from './icons';
import { useFullscreen } from './useFullscreen';
import './bars.css';

export function BottomBar() {
  const { t } = useTranslation();
  const { openModal } = useHashModal();
  const seenIntro = useSettings((s) => s.seenIntro);
  const fullscreen = useFullscreen();
  if (!fullscreen.available && !seenIntro) return null;
  return (
    <footer className="bottom-bar">
      {fullscreen.available && (
        <button
          type="button"
          className="round-button"
          onClick={fullscreen.toggle}
          aria-label={fullscreen.on ? t('bar.exitFullscreen') : t('bar.fullscreen')}
          aria-pressed={fullscreen.on}
        >
          <FullscreenIcon exit={fullscreen.on} />
        </button>
      )}
      {seenIntro && (
        <button
          type="button"
          className="round-button"
          onClick={() => openModal('options')}
          aria-label={t('bar.options')}
        >
          <GearIcon />
        </button>
      )}
    </footer>
  );
}
