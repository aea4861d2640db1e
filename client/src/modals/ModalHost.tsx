// Shows the modal the URL hash names, in its frame.

import { useTranslation } from 'react-i18next';
import { useHashModal } from '../routing/useHashModal';
import { Modal } from './Modal';
import { hasModal, MODALS } from './registry';

export function ModalHost() {
  const { t } = useTranslation();
  const { modal, openModal, closeModal } = useHashModal();
  const entry = modal ? MODALS[modal] : undefined;
  if (!modal || !entry) return null;
  const { Content } = entry;
  return (
    <Modal key={modal} title={entry.title(t)} onClose={closeModal} variant={entry.variant ?? 'center'}>
      <Content close={closeModal} openModal={openModal} canOpen={hasModal} />
    </Modal>
  );
}
