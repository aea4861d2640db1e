// The three stars of the result, each with its label: time, finish and no errors. They pop in at
// 0.5 s, 1 s and 1.5 s (a CSS animation; none under reduced motion, where they are simply there).

import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './StarIcon';
import { STAR_TIMES_MS } from './timeline';

export interface StarsEarned {
  readonly time: boolean;
  readonly finish: boolean;
  readonly noErrors: boolean;
}

const ORDER = ['time', 'finish', 'noErrors'] as const;

export function EndStars({ stars, animate }: { readonly stars: StarsEarned; readonly animate: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={animate ? 'end-stars end-stars--animate' : 'end-stars'} aria-label={t('end.stars.label')}>
      {ORDER.map((star, i) => {
        const earned = stars[star];
        const name = t(`end.stars.${star}`);
        return (
          <li
            key={star}
            className={`end-star end-star--${star} ${earned ? 'end-star--earned' : 'end-star--missed'}`}
            style={{ '--star-delay': `${STAR_TIMES_MS[i]}ms` } as CSSProperties}
          >
            <span className="end-star__icon" data-end-star={star}>
              <StarIcon earned={earned} size={star === 'finish' ? 84 : 68} />
            </span>
            <span className="end-star__label" aria-hidden="true">
              {name}
            </span>
            <span className="visually-hidden">
              {t(earned ? 'end.stars.earned' : 'end.stars.missed', { star: name })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
