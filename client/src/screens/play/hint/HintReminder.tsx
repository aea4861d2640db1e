// The smart-hint reminder bubble (spec section 4, "Smart hint"): after the step's delay of play
// with no hint used, "Stuck? Tap Hint…" near the bottom right of the scene's box, once a game
// while reminders remain (each bubble uses one up). It closes on a click, after 8 s, or when a
// hint shows.

import { PUZZLE_PHASES, smartHintDelayMs } from '@numberland/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../../state/game';
import { useProgress } from '../../../state/progress';
import { useSettings } from '../../../state/settings';
import { REMINDER_VISIBLE_MS, reminderDueAt } from './reminder-timing';
import './HintReminder.css';

export function HintReminder() {
  const { t } = useTranslation();
  const state = useGame((s) => s.game?.state);
  const hintOnScreen = useGame((s) => s.hint !== undefined);
  const remindersLeft = useSettings((s) => s.hintReminders);
  const step = useProgress((s) => s.progress.currentStep);
  // The game (by its session id) the bubble came in, and the one it is open for now.
  const [remindedIn, setRemindedIn] = useState<string>();
  const [openIn, setOpenIn] = useState<string>();

  const gameId = state?.start.id;
  const due =
    state &&
    reminderDueAt({
      state,
      remindersLeft,
      hintOnScreen,
      reminded: remindedIn === gameId,
      delayMs: smartHintDelayMs(step),
    });

  useEffect(() => {
    if (due === undefined || gameId === undefined) return;
    const timer = setTimeout(
      () => {
        setRemindedIn(gameId);
        setOpenIn(gameId);
        const settings = useSettings.getState();
        settings.update({ hintReminders: Math.max(0, settings.hintReminders - 1) });
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [due, gameId]);

  const open =
    openIn !== undefined &&
    openIn === gameId &&
    !hintOnScreen &&
    state?.phase === PUZZLE_PHASES.playing &&
    state.pausedAt === 0;
  // A hint shown (or another game) closes the bubble for good; a pause only hides it.
  useEffect(() => {
    if (openIn !== undefined && (hintOnScreen || openIn !== gameId)) setOpenIn(undefined);
  }, [openIn, hintOnScreen, gameId]);
  useEffect(() => {
    if (openIn === undefined) return;
    const timer = setTimeout(() => setOpenIn(undefined), REMINDER_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [openIn]);

  return (
    <div className="hint-reminder-slot" role="status">
      {open && (
        <button
          type="button"
          className="hint-reminder"
          title={t('hintPanel.closeReminder')}
          onClick={() => setOpenIn(undefined)}
        >
          {t('hintPanel.reminder')}
        </button>
      )}
    </div>
  );
}
