// The bar over every screen but the intro: the side menu button and the gem balance.

import { useTranslation } from 'react-i18next';
import { useHashModal } from '../routing/useHashModal';
import { GemBalance } from './GemBalance';
import { MenuIcon } from './icons';
import './bars.css';

export function TopBar() {
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
      <GemBalance />
    </header>
  );
}
