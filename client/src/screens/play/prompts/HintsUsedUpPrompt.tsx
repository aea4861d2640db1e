// Hint pressed with every smart hint of this puzzle spent (spec section 9, "Smart hints per
// puzzle"): nothing to buy, only to say so.

import { useTranslation } from 'react-i18next';
import { useGame } from '../../../state/game';
import { NoticePrompt } from './NoticePrompt';

export function HintsUsedUpPrompt() {
  const { t } = useTranslation();
  const hintsNo = useGame((s) => s.game?.state.start.hintsNo ?? 0);
  return (
    <NoticePrompt title={t('playPrompts.hintsUsedUp.title')}>
      <p>{t('playPrompts.hintsUsedUp.text', { count: hintsNo })}</p>
      <p className="play-prompt__note">{t('playPrompts.hintsUsedUp.tip')}</p>
    </NoticePrompt>
  );
}
