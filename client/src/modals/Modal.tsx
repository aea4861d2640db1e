// The frame of every modal: a labelled dialog that takes the focus when it opens, keeps Tab
// inside, closes on Escape or a click on the backdrop, and gives the focus back to whatever
// opened it.

import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusablesIn, useFocusTrap } from '../ui/useFocusTrap';
import './Modal.css';
import { useScrolls } from './useScrolls';

export interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** 'side' slides in from the left edge (the side menu); 'center' is a card in the middle. */
  readonly variant?: 'center' | 'side';
}

export function Modal({ title, onClose, children, variant = 'center' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const body = useRef<HTMLElement>(null);
  const scrolls = useScrolls(body);

  useFocusTrap(
    dialog,
    // The first thing to use after the close button (the body itself, when it scrolls, is not one).
    (root) => {
      const inside = focusablesIn(root).filter((el) => el !== body.current);
      return inside[1] ?? inside[0];
    },
    () => closeRef.current(),
  );

  return (
    <div className={`modal-layer modal-layer--${variant}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is for pointers; keyboards close with Escape or the close button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div className="modal-backdrop" onClick={() => closeRef.current()} />
      <div
        ref={dialog}
        className={`modal modal--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* A div, not a header: a header outside a section is the page's banner, and the page has one. */}
        <div className="modal__header">
          <button
            type="button"
            className="modal__close"
            onClick={() => closeRef.current()}
            aria-label={t('modal.close')}
          >
            ×
          </button>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
        </div>
        {/* The body scrolls when it is long (the rules): the keyboard can reach it to scroll it. */}
        <section
          ref={body}
          className="modal__body"
          // A region that scrolls takes the focus, or keyboards cannot scroll it (axe's scrollable-region-focusable).
          tabIndex={scrolls ? 0 : undefined}
          aria-labelledby={titleId}
        >
          {children}
        </section>
      </div>
    </div>
  );
}
