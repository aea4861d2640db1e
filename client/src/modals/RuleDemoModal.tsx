// A rule's demonstration (its "video"): the rule's figure played from the start in a modal, with
// play, pause, replay, and back and next for a step at a time. Opened from the rules page and the #rules modal, so it is not one of the
// hash's modals: it lies over whatever opened it, Escape closes only this one, and the focus goes
// back to the link that opened it (Modal's focus trap).

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FigurePlayerView } from '../figures/FigurePlayerView';
import type { FigureScript } from '../figures/figure-script';
import { Modal } from './Modal';

export function RuleDemoModal({
  rule,
  script,
  onClose,
}: {
  readonly rule: number;
  readonly script: FigureScript;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();

  // Escape is this modal's before any modal under it hears it (they listen on the document).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  return createPortal(
    <div className="rule-demo" data-rule-demo={rule}>
      <Modal title={t('figures.demoTitle', { number: rule })} onClose={onClose}>
        <FigurePlayerView
          script={script}
          label={t('rules.rule', { number: rule })}
          autoplay
          controls
          steps
          className="rule-demo__player"
        />
      </Modal>
    </div>,
    document.body,
  );
}
