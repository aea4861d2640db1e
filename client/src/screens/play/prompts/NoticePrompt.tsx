// A prompt that only tells the player something: a title, its words, and OK.

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import { PromptButton, PromptDialog } from './PromptDialog';

export function NoticePrompt({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const close = () => playController.closePrompt();
  return (
    <PromptDialog
      title={title}
      onCancel={close}
      actions={
        <PromptButton main onClick={close}>
          {t('playPrompts.ok')}
        </PromptButton>
      }
    >
      {children}
    </PromptDialog>
  );
}
