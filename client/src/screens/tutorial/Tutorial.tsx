// The tutorial pages (spec section 2, "Tutorial pages"): a title and text per page, Skip to the
// game, Exit to /, round back and next buttons, and on each land's last page a Play button that
// selects the land's first puzzle (with the play-press sound). Every page has its illustration, a
// board figure playing on a loop (figures/scripts). Opening a page marks the land's tutorial seen;
// a click on the background makes Next pulse for 3 s.

import type { LandLevel } from '@numberland/engine';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  isTutorialPlayPage,
  type LandId,
  TUTORIAL_PAGES,
  tutorialBack,
  tutorialNext,
  tutorialPageName,
} from '../../app/paths';
import { FigurePlayerView } from '../../figures/FigurePlayerView';
import { tutorialFigure } from '../../figures/scripts/tutorial-figures';
import { emit } from '../../game/events';
import { installPageSounds } from '../../sound/page-sounds';
import { useSelection } from '../../state/selection';
import { useSettings } from '../../state/settings';
import { ArrowIcon } from '../../ui/icons';
import './Tutorial.css';
import { TutorialStatus } from './TutorialStatus';

export const NEXT_PULSE_MS = 3000;

type PageKey =
  | `tutorial.${'summerland' | 'autumnland'}.${1 | 2 | 3 | 4 | 5 | 6}`
  | `tutorial.winterland.${1 | 2 | 3 | 4}`;

export function TutorialPage({
  land,
  level,
  page,
}: {
  readonly land: LandId;
  readonly level: LandLevel;
  readonly page: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markTutorialSeen = useSettings((s) => s.markTutorialSeen);
  const select = useSelection((s) => s.select);
  const [pulsing, setPulsing] = useState(false);
  const pulseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = `tutorial.${land}.${page}` as PageKey;
  const back = tutorialBack(level, page);
  const figure = tutorialFigure(land, page);

  useEffect(() => {
    markTutorialSeen(level);
  }, [level, markTutorialSeen]);

  useEffect(() => () => clearTimeout(pulseTimer.current), []);

  // No puzzle scene plays sounds here: the page's own player does.
  useEffect(() => installPageSounds(), []);

  const pulseNext = () => {
    setPulsing(true);
    clearTimeout(pulseTimer.current);
    pulseTimer.current = setTimeout(() => setPulsing(false), NEXT_PULSE_MS);
  };

  const play = () => {
    emit('sound:play', { sound: 'play-press' });
    select(level, 1);
    navigate('/play');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere is only a nudge towards Next, which has its own button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above; keyboard users reach Next directly.
    <div className="tutorial" onClick={pulseNext} data-page={tutorialPageName(level, page)}>
      <article className="tutorial__card panel">
        <div className="tutorial__body">
          <header className="tutorial__header">
            <p className="tutorial__land">{t('tutorial.title', { land: t(`lands.${land}`) })}</p>
            <p className="tutorial__count">{t('tutorial.pageOf', { page, count: TUTORIAL_PAGES[land] })}</p>
          </header>
          {isTutorialPlayPage(level, page) && <TutorialStatus />}
          {figure && (
            <div
              className={`tutorial__figure${isTutorialPlayPage(level, page) ? ' tutorial__figure--compact' : ''}`}
            >
              <FigurePlayerView key={figure.id} script={figure} label={t(`${key}.title`)} autoplay loop />
            </div>
          )}
          <h1 className="tutorial__title">{t(`${key}.title`)}</h1>
          <p className="tutorial__text">{t(`${key}.text`)}</p>
        </div>
        {isTutorialPlayPage(level, page) && (
          <button type="button" className="button button--play tutorial__play" onClick={play}>
            {t('common.play')}
          </button>
        )}
      </article>
      <nav className="tutorial__nav" aria-label={t('tutorial.title', { land: t(`lands.${land}`) })}>
        <Link className="tutorial__link" to="/">
          {t('tutorial.exit')}
        </Link>
        <div className="tutorial__arrows">
          {back && (
            <button
              type="button"
              className="tutorial__round"
              onClick={() => {
                emit('sound:play', { sound: 'button' });
                navigate(back);
              }}
              aria-label={t('common.previous')}
            >
              <ArrowIcon direction="left" />
            </button>
          )}
          <button
            type="button"
            className={`tutorial__round tutorial__round--next ${pulsing ? 'tutorial__round--pulse' : ''}`}
            onClick={() => {
              emit('sound:play', { sound: 'button' });
              navigate(tutorialNext(level, page));
            }}
            aria-label={t('common.next')}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
        <Link className="tutorial__link" to="/play">
          {t('tutorial.skip')}
        </Link>
      </nav>
    </div>
  );
}
