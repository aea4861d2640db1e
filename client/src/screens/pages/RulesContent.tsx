// The four rules and the square-clue hints (spec section 1), shared by the /rules page and the
// #rules modal. Each rule has a picture (its board figure's still frame, a breach marked where
// that teaches) and a "video" link that plays the same figure as a demonstration in a modal.

import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardFigure } from '../../figures/BoardFigure';
import { RULE_FIGURES } from '../../figures/scripts/rules';
import { emit } from '../../game/events';
import { RuleDemoModal } from '../../modals/RuleDemoModal';
import { installPageSounds } from '../../sound/page-sounds';
import './RulesContent.css';

const RULES = [1, 2, 3, 4] as const;

export function RulesContent({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [demo, setDemo] = useState<(typeof RULES)[number] | undefined>(undefined);
  const close = useCallback(() => setDemo(undefined), []);
  // Heard outside a puzzle too (the page's own sound player).
  useEffect(() => installPageSounds(), []);
  const open = (rule: (typeof RULES)[number]) => {
    emit('sound:play', { sound: 'button' });
    setDemo(rule);
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rules">
      <ol className="rules__list">
        {RULES.map((n) => (
          <li key={n} className="rules__rule" data-rule={n}>
            <Heading className="rules__heading">
              <span className="rules__number" aria-hidden="true">
                {n}
              </span>
              {t('rules.rule', { number: n })}
            </Heading>
            <div className="rules__body">
              <div className="rules__picture">
                <BoardFigure
                  script={RULE_FIGURES[n]}
                  animate={false}
                  label={t('figures.pictureOf', { number: n })}
                />
              </div>
              <div className="rules__words">
                <p>{t(`rules.rule${n}`)}</p>
                <button type="button" className="rules__video" onClick={() => open(n)} data-video={n}>
                  <span aria-hidden="true">▶ </span>
                  {t('figures.video', { number: n })}
                </button>
              </div>
            </div>
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
      {demo !== undefined && <RuleDemoModal rule={demo} script={RULE_FIGURES[demo]} onClose={close} />}
    </div>
  );
}
