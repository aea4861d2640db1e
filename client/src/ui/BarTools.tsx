// The fullscreen toggle (not on iOS, nor in frames that forbid it) and the options, which show
// once the intro has been seen: in the bottom bar on most screens, in the top bar while a board
// is played, where the bottom strip is the board's.

import { useTranslation } from 'react-i18next';
import { useHashModal } from '../routing/useHashModal';
import { useSettings } from '../state/settings';
import { FullscreenIcon, GearIcon } from './icons';
import { useFullscreen } from './useFullscreen';

export function BarTools() {
  const { t } = useTranslation();
  const { openModal } = useHashModal();
  const seenIntro = useSettings((s) => s.seenIntro);
  const fullscreen = useFullscreen();
  return (
    <>
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
    </>
  );
}

/** Whether the tools have anything to show. */
export function useBarToolsShown(): boolean {
  const seenIntro = useSettings((s) => s.seenIntro);
  return useFullscreen().available || seenIntro;
}
