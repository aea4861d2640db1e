// Where the technique of a hint is taught: a rule opens the rules (#rules) over the puzzle; a
// lesson has no page in the game yet, so only its name is given (no link that leads nowhere).

import type { LearnMore } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { useHashModal } from '../../../routing/useHashModal';

export function LearnMoreLink({ learn }: { readonly learn: LearnMore }) {
  const { t } = useTranslation();
  const { openModal } = useHashModal();
  if (learn.kind === 'lesson') {
    return (
      <p className="hint-panel__learn">
        {t('hintPanel.lesson', { title: t(`hintPanel.lessons.${learn.lesson}`) })}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="hint-panel__learn hint-panel__learn--link"
      onClick={() => openModal('rules')}
    >
      {t('hintPanel.learnMore', { rule: learn.rule })}
    </button>
  );
}
