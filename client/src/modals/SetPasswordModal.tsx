// #setpassword: the set-new-password panel over home, for the code /resetPassword/:code stored.
// Once the password is changed, it leads on to the email login, where the new one is used.

import { SetPasswordForm } from '../screens/password/SetPasswordForm';
import { useSettings } from '../state/settings';
import { useSwitchModal } from './account/useSwitchModal';
import type { ModalContentProps } from './types';

export function SetPasswordModal({ close, canOpen }: ModalContentProps) {
  const switchTo = useSwitchModal();
  const code = useSettings((s) => s.resetPasswordCode);
  const update = useSettings((s) => s.update);
  return (
    <SetPasswordForm
      code={code}
      onDone={() => {
        // The code works once; it is of no further use.
        update({ resetPasswordCode: null });
        if (canOpen('emaillogin')) switchTo('emaillogin');
        else close();
      }}
    />
  );
}
