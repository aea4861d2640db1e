// The slider of the 12 puzzles: five slides in view, arrows to move, a click selects a puzzle and
// a click on the selected one plays it (spec section 2, "Home").

import { slotAtSlide } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { landIdOf } from '../../app/paths';
import { ArrowIcon } from '../../ui/icons';
import { ShapePicture } from './ShapePicture';
import { clampCenter, isPaddingSlide, visibleSlides } from './slider';
import './ShapeSlider.css';

export interface ShapeSliderProps {
  readonly center: number;
  readonly selectedIndex: number | null;
  readonly onCenter: (index: number) => void;
  readonly onSlide: (index: number) => void;
}

export function ShapeSlider({ center, selectedIndex, onCenter, onSlide }: ShapeSliderProps) {
  const { t } = useTranslation();
  const slides = visibleSlides(center);
  return (
    <section className="slider" aria-label={t('home.slider')}>
      <button
        type="button"
        className="slider__arrow"
        onClick={() => onCenter(clampCenter(center - 1))}
        disabled={clampCenter(center - 1) === center}
        aria-label={t('home.previous')}
      >
        <ArrowIcon direction="left" />
      </button>
      <ol className="slider__track">
        {slides.map((index) => {
          const slot = slotAtSlide(index);
          if (isPaddingSlide(index) || !slot) {
            return <li key={index} className="slider__slide slider__slide--padding" aria-hidden="true" />;
          }
          const selected = index === selectedIndex;
          const land = t(`lands.${landIdOf(slot.level)}`);
          return (
            <li key={index} className={`slider__slide slider__slide--land${slot.level}`}>
              <button
                type="button"
                className={`slide ${selected ? 'slide--selected' : ''} ${index === center ? 'slide--center' : ''}`}
                aria-pressed={selected}
                aria-label={t('home.slideLabel', { name: slot.name, land, slot: slot.slot })}
                onClick={() => onSlide(index)}
              >
                <ShapePicture shape={slot.shape} />
                <span className="slide__name">{slot.name}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="slider__arrow"
        onClick={() => onCenter(clampCenter(center + 1))}
        disabled={clampCenter(center + 1) === center}
        aria-label={t('home.next')}
      >
        <ArrowIcon direction="right" />
      </button>
    </section>
  );
}
