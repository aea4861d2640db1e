// The four rules and the square-clue hints (spec section 1), shared by the /rules page and the
// #rules modal. The pictures and video links join when the assets are made.

import { useTranslation } from 'react-i18next';
import './RulesContent.css';

const RULES = [1, 2, 3, 4] as const;

export function RulesContent({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rules">
      <ol className="rules__list">
        {RULES.map((n) => (
          <li key={n} className="rules__rule">
            <Heading className="rules__heading">
              <span className="rules__number" aria-hidden="true">
                {n}
              </span>
              {t('rules.rule', { number: n })}
            </Heading>
            <p>{t(`rules.rule${n}`)}</p>
          </li>
        ))}
      </ol>
      <section className="rules__hints">
        <Heading className="rules__heading">{t('rules.squareHintsTitle')}</Heading>
        <ul>
          <li>{t('rules.squareHint1')}</li>
          <li>{t('rules.squareHint2')}</li>
        </ul>
      </section>
    </div>
  );
}
