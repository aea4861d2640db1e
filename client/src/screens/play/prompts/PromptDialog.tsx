// The frame of a play prompt: the modal card's look (Modal.css), but held by the play controller's
// store rather than the URL hash. A labelled dialog that puts the focus on its main button, keeps
// Tab inside, answers Escape and a click beside it with the cancel choice (when it has one), and
// gives the focus back when it closes.

import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import '../../../modals/Modal.css';
import { useFocusTrap } from '../../../ui/useFocusTrap';
import './PlayPrompts.css';

export interface PromptDialogProps {
  readonly title: ReactNode;
  /** Escape and a click on the backdrop; without it they do nothing (the welcome has no "no"). */
  readonly onCancel?: () => void;
  /** The words of the prompt (described to screen readers with the title). */
  readonly children: ReactNode;
  /** The buttons, main one marked with `data-main` (PromptButton's `main`). */
  readonly actions: ReactNode;
  /** Extra class for the card (the welcome's land colours). */
  readonly className?: string;
  /** It takes the place of the same prompt already on screen: no fade-in of its backdrop. */
  readonly settled?: boolean;
}

export function PromptDialog({ title, onCancel, children, actions, className, settled }: PromptDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  // Escape is the cancel choice, when there is one.
  useFocusTrap(
    dialog,
    (root) => root.querySelector<HTMLElement>('[data-main]'),
    onCancel ? () => cancelRef.current?.() : undefined,
  );

  // On the body, so the page's bars (their own stacking layers) stay under the prompt.
  return createPortal(
    <div
      className={`modal-layer modal-layer--center play-prompt-layer${settled ? ' modal-layer--settled' : ''}`}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is for pointers; keyboards use Escape or the buttons. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div className="modal-backdrop" onClick={() => cancelRef.current?.()} />
      <div
        ref={dialog}
        className={`modal modal--center play-prompt${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        {/* A div, not a header: a header outside a section is the page's banner, and the page has one. */}
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
        </div>
        <div className="modal__body">
          <div id={textId} className="play-prompt__text">
            {children}
          </div>
          <div className="play-prompt__actions">{actions}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}

export interface PromptButtonProps {
  readonly onClick: () => void;
  readonly children: ReactNode;
  /** The button the prompt opens on (focused first). */
  readonly main?: boolean;
  /** 'quiet' for the second choice, 'play' for the welcome's big Play. */
  readonly look?: 'main' | 'quiet' | 'play';
}

export function PromptButton({
  onClick,
  children,
  main = false,
  look = main ? 'main' : 'quiet',
}: PromptButtonProps) {
  const lookClass = look === 'main' ? '' : ` button--${look}`;
  return (
    <button type="button" className={`button${lookClass}`} onClick={onClick} data-main={main || undefined}>
      {children}
    </button>
  );
}
