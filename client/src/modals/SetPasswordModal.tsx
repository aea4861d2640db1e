// #setpassword: the set-new-password panel over home, for the code /resetPassword/:code stored.

import { SetPasswordForm } from '../screens/password/SetPasswordForm';
import { useSettings } from '../state/settings';
import type { ModalContentProps } from './types';

export function SetPasswordModal({ close }: ModalContentProps) {
  const code = useSettings((s) => s.resetPasswordCode);
  const update = useSettings((s) => s.update);
  return (
    <SetPasswordForm
      code={code}
      onDone={() => {
        // The code works once; it is of no further use.
        update({ resetPasswordCode: null });
        close();
      }}
    />
  );
}
