// The smart-hint reminder bubble (spec section 4, "Smart hint"): after the step's delay of play
// with no hint used, "Stuck? Tap Hint…" in the help tray, its tail pointing at the Hint key (the
// tray is beside the key, so the bubble never covers it). Once a game while reminders remain (each
// bubble uses one up). Tapping the bubble asks for the hint, as the key does; its × closes it; it
// goes by itself after 8 s, or when a hint shows.

import { PUZZLE_PHASES, smartHintDelayMs } from '@numberland/engine';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, type SceneRect } from '../../../game/events';
import { useGame } from '../../../state/game';
import { useProgress } from '../../../state/progress';
import { useSettings } from '../../../state/settings';
import { REMINDER_VISIBLE_MS, reminderDueAt } from './reminder-timing';
import './HintReminder.css';

/** Which way the tail points (where the key is from the tray), and how far along the edge. */
export function tailOf(tray: SceneRect, key: SceneRect | undefined): { side: Side; at: number } {
  if (!key) return { side: 'bottom', at: tray.width - 40 };
  const clampTo = (value: number, length: number) => Math.max(24, Math.min(length - 24, value));
  const keyX = key.x + key.width / 2 - tray.x;
  const keyY = key.y + key.height / 2 - tray.y;
  if (key.y >= tray.y + tray.height - 1) return { side: 'bottom', at: clampTo(keyX, tray.width) };
  if (key.y + key.height <= tray.y + 1) return { side: 'top', at: clampTo(keyX, tray.width) };
  if (key.x + key.width <= tray.x + 1) return { side: 'left', at: clampTo(keyY, tray.height) };
  return { side: 'right', at: clampTo(keyY, tray.height) };
}

type Side = 'bottom' | 'top' | 'left' | 'right';

export function HintReminder({
  tray,
  hintKey,
}: {
  readonly tray: SceneRect;
  readonly hintKey: SceneRect | undefined;
}) {
  const { t } = useTranslation();
  const state = useGame((s) => s.game?.state);
  const hintOnScreen = useGame((s) => s.hint !== undefined);
  const remindersLeft = useSettings((s) => s.hintReminders);
  const step = useProgress((s) => s.progress.currentStep);
  // The game (by its session id) the bubble came in, and the one it is open for now.
  const [remindedIn, setRemindedIn] = useState<string>();
  const [openIn, setOpenIn] = useState<string>();

  const gameId = state?.start.id;
  const bubble = useRef<HTMLDivElement>(null);
  const [bubbleHeight, setBubbleHeight] = useState(72);
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

  useLayoutEffect(() => {
    const height = bubble.current?.offsetHeight;
    if (height !== undefined && height !== bubbleHeight) setBubbleHeight(height);
  });
  const tail = tailOf(tray, hintKey);
  const sideways = tail.side === 'left' || tail.side === 'right';
  // Beside the key, the bubble is centred on the key's height as far as the tray allows, and its
  // tail then sits where the key is along the bubble's edge.
  const top = sideways ? Math.max(0, Math.min(tray.height - bubbleHeight, tail.at - bubbleHeight / 2)) : 0;
  const place: Record<string, string> = sideways
    ? { top: `${top}px`, '--tail-y': `${tail.at - top}px` }
    : { '--tail-x': `${tail.at}px` };
  const style = place as CSSProperties;
  return (
    <div className={`hint-reminder-slot hint-reminder-slot--${tail.side}`} role="status">
      {open && (
        <div
          ref={bubble}
          className="hint-reminder"
          data-testid="hint-reminder"
          data-tail={tail.side}
          style={style}
        >
          <button
            type="button"
            className="hint-reminder__ask"
            onClick={() => {
              setOpenIn(undefined);
              emit('puzzle:assist', { kind: 'smart-hint' });
            }}
          >
            {t('hintPanel.reminder')}
          </button>
          <button
            type="button"
            className="hint-reminder__close"
            aria-label={t('hintPanel.closeReminder')}
            onClick={() => setOpenIn(undefined)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
