// The side menu (spec section 2, "Other screens and modals"): its entries depend on whether the
// player is signed in and on the screen; entries whose modal is not in the registry yet are left
// out rather than shown dead. During a puzzle the same button opens the in-game menu.

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useVideoAd } from '../ads/useVideoAd';
import { LESSONS_PATH } from '../app/paths';
import { printPuzzle } from '../print/print-puzzle';
import type { ModalName } from '../routing/hash-modals';
import { isLoggedIn, useAuth } from '../state/auth';
import { useCurrentPuzzle } from '../state/current-puzzle';
import { useSelection } from '../state/selection';
import { LanguageToggle } from '../ui/LanguageToggle';
import { logOut } from './account/sign-in';
import { InGameMenu } from './InGameMenu';
import type { ModalContentProps } from './types';
import './SideMenu.css';

/** The official website, when the build names one (VITE_WEBSITE_URL). */
const WEBSITE_URL: string | undefined = import.meta.env.VITE_WEBSITE_URL || undefined;

export function SideMenu({ close, openModal, canOpen }: ModalContentProps) {
  const videoAd = useVideoAd();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useCurrentPuzzle((s) => s.current);
  const loggedIn = useAuth(isLoggedIn);
  const username = useAuth((s) => s.user?.username);
  const level = useSelection((s) => s.level);
  const select = useSelection((s) => s.select);
  const onHome = pathname === '/' || pathname === '/home';

  const go = (path: string) => navigate(path, { replace: true });
  if (pathname === '/play') return <InGameMenu close={close} openModal={openModal} canOpen={canOpen} />;
  const modalItem = (name: ModalName, label: string) =>
    canOpen(name) ? (
      <li key={name}>
        <button type="button" className="side-menu__item" onClick={() => openModal(name)}>
          {label}
        </button>
      </li>
    ) : null;

  const logout = async () => {
    // The spec's rule: a failed logout still signs out here (gems back to 500) and goes home.
    await logOut();
    go('/home');
  };

  return (
    <nav className="side-menu" aria-label={t('menu.title')}>
      <p className="side-menu__who">
        {loggedIn ? t('menu.signedInAs', { name: username ?? '' }) : t('menu.guest')}
      </p>
      <ul className="side-menu__list">
        {loggedIn && modalItem('profile', t('menu.profile'))}
        <li>
          <button type="button" className="side-menu__item" onClick={() => go('/home')}>
            {t('menu.home')}
          </button>
        </li>
        {onHome && (
          <li>
            <button
              type="button"
              className="side-menu__item"
              onClick={() => {
                select(level, 0);
                go('/home');
              }}
            >
              {t('menu.selectLevel')}
            </button>
          </li>
        )}
        <li>
          <button type="button" className="side-menu__item" onClick={() => go('/about')}>
            {t('menu.about')}
          </button>
        </li>
        <li>
          <button type="button" className="side-menu__item" onClick={() => go('/rules')}>
            {t('menu.rules')}
          </button>
        </li>
        <li>
          <button type="button" className="side-menu__item" onClick={() => go(LESSONS_PATH)}>
            {t('lessons.menuLessons')}
          </button>
        </li>
        {/* Not in the spec's list of entries: the one place a video ad can be asked for before the
            puzzle screen's ad prompt exists. */}
        <li>
          <button
            type="button"
            className="side-menu__item"
            onClick={() => {
              close();
              videoAd.show();
            }}
          >
            {t('videoAd.menu')}
          </button>
        </li>
        {modalItem('contactus', t('menu.contact'))}
        {current && (
          <li>
            <button
              type="button"
              className="side-menu__item"
              onClick={() => printPuzzle(current, t, i18n.language)}
            >
              {t('menu.print')}
            </button>
          </li>
        )}
        {!loggedIn && modalItem('login', t('menu.login'))}
        {!loggedIn && modalItem('register', t('menu.register'))}
        {loggedIn && (
          <li>
            <button type="button" className="side-menu__item" onClick={() => void logout()}>
              {t('menu.logout')}
            </button>
          </li>
        )}
        {WEBSITE_URL && (
          <li>
            <a className="side-menu__item" href={WEBSITE_URL} target="_blank" rel="noopener noreferrer">
              {t('menu.website')}
              <span className="visually-hidden"> ({t('menu.newTab')})</span>
            </a>
          </li>
        )}
      </ul>
      <div className="side-menu__language">
        <LanguageToggle />
      </div>
    </nav>
  );
}
