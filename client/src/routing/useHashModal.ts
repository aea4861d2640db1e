// The open modal, and opening and closing, through the URL hash. Opening pushes a history entry
// so the phone's back button closes the modal; closing a modal we opened goes back over that
// entry, and closing one that came with the address (a shared #options link) just clears the hash.

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hashOf, type ModalName, modalOfHash } from './hash-modals';

interface ModalHistoryState {
  readonly openedModal?: boolean;
}

export interface HashModal {
  readonly modal: ModalName | null;
  openModal(name: ModalName): void;
  closeModal(): void;
}

export function useHashModal(): HashModal {
  const location = useLocation();
  const navigate = useNavigate();
  const modal = modalOfHash(location.hash);
  const openedHere = (location.state as ModalHistoryState | null)?.openedModal === true;

  const openModal = useCallback(
    (name: ModalName) => {
      const to = { pathname: location.pathname, search: location.search, hash: hashOf(name) };
      // One modal replaces another in place, so closing never walks back through a chain of them.
      const state: ModalHistoryState = { openedModal: true };
      navigate(to, { state, replace: modal !== null && openedHere });
    },
    [location.pathname, location.search, modal, openedHere, navigate],
  );

  const closeModal = useCallback(() => {
    if (openedHere) navigate(-1);
    else navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [openedHere, location.pathname, location.search, navigate]);

  return { modal, openModal, closeModal };
}
