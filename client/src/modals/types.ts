import type { ModalName } from '../routing/hash-modals';

/** What every modal's content is given by the host. */
export interface ModalContentProps {
  readonly close: () => void;
  readonly openModal: (name: ModalName) => void;
  /** Whether a modal exists yet (menus leave out entries that would open nothing). */
  readonly canOpen: (name: ModalName) => boolean;
}
