// Going from one account modal to the next (chooser -> email login -> profile ...) in place: the
// new modal takes the current one's history entry and its state. The host's openModal pushes a
// new entry when the current modal came with the address (/login, a mailed /resetPassword link,
// a provider's return), so closing the profile after signing in would step back to the login
// form, and the daily check that runs on closing the profile would never see it closed.

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hashOf, type ModalName } from '../../routing/hash-modals';

export function useSwitchModal(): (name: ModalName) => void {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  return useCallback(
    (name: ModalName) => navigate({ pathname, search, hash: hashOf(name) }, { replace: true, state }),
    [navigate, pathname, search, state],
  );
}
