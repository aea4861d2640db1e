// The bar over every screen but the intro: the side menu button and the gem balance; while a
// board is played, the bottom bar's tools too (fullscreen, options), so the board gets the height.

import { useTranslation } from 'react-i18next';
import { useHashModal } from '../routing/useHashModal';
import { BarTools } from './BarTools';
import { GemBalance } from './GemBalance';
import { MenuIcon } from './icons';
import './bars.css';

export function TopBar({ tools = false }: { readonly tools?: boolean }) {
  const { t } = useTranslation();
  const { openModal } = useHashModal();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="round-button"
        onClick={() => openModal('sideMenu')}
        aria-label={t('bar.menu')}
      >
        <MenuIcon />
      </button>
      {tools && (
        <div className="top-bar__tools">
          <BarTools />
        </div>
      )}
      <GemBalance />
    </header>
  );
}
