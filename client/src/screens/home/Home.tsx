// Home, the puzzle selection (spec section 2): the land's name, the slider of the 12 puzzles,
// and once a puzzle is chosen the difficulties its land offers and the Play button.

import { landSlot, slideIndex, slotAtSlide } from '@numberland/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { track } from '../../app/analytics';
import { landIdOf } from '../../app/paths';
import { emit } from '../../game/events';
import { useSelection } from '../../state/selection';
import { LAND_EMBLEMS } from '../loader/images';
import { DifficultyPicker } from './DifficultyPicker';
import { ShapeSlider } from './ShapeSlider';
import { initialCenter } from './slider';
import './Home.css';

export function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { level, shape, difficulty, selectSlide, select, setDifficulty } = useSelection();
  const [center, setCenter] = useState(() => initialCenter(level, shape));
  const selectedIndex = shape === 0 ? null : slideIndex(level, shape);
  const centered = slotAtSlide(center);
  const land = landIdOf(level);

  const play = () => {
    if (shape === 0) return;
    emit('sound:play', { sound: 'play-press' });
    track('play', { difficulty, land: level, shape });
    navigate('/play');
  };

  // The land in view is the selected land: the background and the label follow the slider.
  const moveTo = (index: number) => {
    setCenter(index);
    const slot = slotAtSlide(index);
    if (slot && slot.level !== level) select(slot.level, 0);
  };

  const onSlide = (index: number) => {
    if (index === selectedIndex) return play();
    selectSlide(index);
    setCenter(index);
  };

  const chosen = shape === 0 ? undefined : landSlot(level, shape);

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <p className="home__land">
        <img src={LAND_EMBLEMS[land]} alt="" width={40} height={40} />
        <span>{t(`lands.${land}`)}</span>
      </p>
      <ShapeSlider center={center} selectedIndex={selectedIndex} onCenter={moveTo} onSlide={onSlide} />
      <p className="home__caption" aria-live="polite">
        {chosen ? chosen.name : (centered?.name ?? '')}
      </p>
      <div className="home__choose">
        {chosen ? (
          <>
            <DifficultyPicker level={level} difficulty={difficulty} onPick={setDifficulty} />
            <button type="button" className="button button--play" onClick={play}>
              {t('common.play')}
            </button>
            <p className="home__hint">{t('home.tapAgain')}</p>
          </>
        ) : (
          <p className="home__hint">{t('home.pickOne')}</p>
        )}
      </div>
    </div>
  );
}
