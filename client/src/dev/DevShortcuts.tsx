// The development shortcuts at work (spec section 6): g a, g r and d r anywhere outside a text
// field. Signed in, each goes through the server, which allows raising gems and resetting the
// daily claim outside production only; a guest's gems are this device's. A short note says what
// happened, so a tester knows the keys were taken.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { errorText } from '../i18n/error-text';
import { useHashModal } from '../routing/useHashModal';
import { isLoggedIn, useAuth } from '../state/auth';
import { DEV_GEMS_ADDED, DEV_SEQUENCES, type DevAction, devGemTotal } from './dev-actions';
import { devShortcutsAllowed } from './dev-mode';
import { useKeySequences } from './useKeySequences';
import './DevShortcuts.css';

/** How long the note stays. */
const NOTE_MS = 2500;

export function DevShortcuts() {
  const { t } = useTranslation();
  const { openModal } = useHashModal();
  const [note, setNote] = useState<{ readonly text: string; readonly id: number } | null>(null);

  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(null), NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [note]);

  const say = (text: string) => setNote((old) => ({ text, id: (old?.id ?? 0) + 1 }));

  async function run(action: DevAction): Promise<void> {
    if (!(await devShortcutsAllowed())) return;
    const auth = useAuth.getState();
    const signedIn = isLoggedIn(auth);
    try {
      if (action === 'resetDaily') {
        if (!signedIn) {
          say(t('dev.dailyGuest'));
          return;
        }
        await api.resetDaily();
        auth.setLastDaily(null);
        say(t('dev.dailyReset'));
        openModal('daily');
        return;
      }
      const total = devGemTotal(action, auth.gems);
      if (signedIn) {
        const sent = await api.setGems(total, auth.gems);
        auth.setGems(sent.status === 'sent' ? sent.value.gems : total);
      } else {
        auth.setGems(total);
      }
      say(action === 'addGems' ? t('dev.gemsAdded', { amount: DEV_GEMS_ADDED }) : t('dev.gemsZero'));
    } catch (error) {
      say(errorText(t, error));
    }
  }

  useKeySequences(DEV_SEQUENCES, (action) => void run(action));

  return note ? (
    <output key={note.id} className="dev-note" aria-live="polite">
      {note.text}
    </output>
  ) : null;
}
