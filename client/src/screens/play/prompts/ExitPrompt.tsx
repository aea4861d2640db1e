// "Abandon this puzzle?" (spec section 4, "Exit and welcome"): shown while a move off /play is
// held by the router; the puzzle is paused meanwhile. Continue Play is the safe choice, so it is
// the one the prompt opens on, and Escape takes it too.

import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';
import { cancelLeave, confirmLeave } from '../useLeaveGuard';
import { PromptButton, PromptDialog } from './PromptDialog';

export function ExitPrompt({ blocker }: { readonly blocker: Blocker }) {
  const { t } = useTranslation();
  const stay = () => cancelLeave(blocker);
  return (
    <PromptDialog
      title={t('playPrompts.exit.title')}
      onCancel={stay}
      actions={
        <>
          <PromptButton onClick={() => confirmLeave(blocker)}>{t('playPrompts.exit.leave')}</PromptButton>
          <PromptButton main onClick={stay}>
            {t('playPrompts.exit.stay')}
          </PromptButton>
        </>
      }
    >
      <p>{t('playPrompts.exit.text')}</p>
    </PromptDialog>
  );
}
