// The session's clock (the engine never reads time): each moment the game must hear about is a
// timer set for exactly that moment, from the state after every change, never a poll. A tick is
// dispatched when the countdown ends and when the time limit passes (each tick is kept in the
// game's record); the countdown's seconds between the engine's beeps are beeped; the
// time-almost-out warning sounds at 11 s left; a smart hint shows its next step every 300 ms.

import { HINT_STEP_MS, type SessionState } from '@numberland/engine';
import type { HintShown } from '../state/game';
import { NamedTimers } from './named-timers';
import type { PlayDeps } from './ports';
import {
  firstCountdownSecond,
  nextCountdownSecond,
  nextTickAt,
  timeWarningAt,
  timeWarningFits,
} from './session-clock';

type TimerName = 'tick' | 'countdown' | 'time-warning' | 'hint-step' | 'end-screen';

export interface SessionTimerHooks {
  /** The session as it is now (undefined without a game). */
  readonly state: () => SessionState | undefined;
  readonly tick: () => void;
  readonly advanceHint: () => void;
}

export class SessionTimers {
  private readonly timers: NamedTimers<TimerName>;
  /** The countdown second beeped last in this game. */
  private countdownBelow = 0;
  /** The game whose time-almost-out warning has sounded. */
  private warnedGame: string | undefined;

  constructor(
    private readonly deps: Pick<PlayDeps, 'clock' | 'playSound'>,
    private readonly hooks: SessionTimerHooks,
  ) {
    this.timers = new NamedTimers(deps.clock);
  }

  /** A new game: nothing of the last one is pending, and its countdown beeps from the start. */
  newGame(state: SessionState): void {
    this.timers.clearAll();
    this.countdownBelow = firstCountdownSecond(state);
    this.warnedGame = undefined;
  }

  /** After every change of the session: the moments it needs next. */
  sessionChanged(): void {
    const state = this.hooks.state();
    this.timers.at('tick', state && nextTickAt(state), this.hooks.tick);
    const beep = state && nextCountdownSecond(state, this.countdownBelow);
    this.timers.at('countdown', beep?.at, () => {
      if (beep) this.countdownBelow = beep.second;
      this.deps.playSound('countdown');
      this.sessionChanged();
    });
    const warnAt = state && this.warnedGame !== state.start.id ? timeWarningAt(state) : undefined;
    this.timers.at('time-warning', warnAt, () => this.warn());
  }

  /** After every change of the hint on screen: its next step, if it has one. */
  hintChanged(hint: HintShown | undefined): void {
    const more = hint !== undefined && hint.step < hint.record.steps.length - 1;
    this.timers.at(
      'hint-step',
      more ? this.deps.clock.now() + HINT_STEP_MS : undefined,
      this.hooks.advanceHint,
    );
  }

  /** Runs `run` at `at`: the end screen's appearance. */
  endScreenAt(at: number, run: () => void): void {
    this.timers.at('end-screen', at, run);
  }

  clearAll(): void {
    this.timers.clearAll();
  }

  private warn(): void {
    const state = this.hooks.state();
    if (!state) return;
    this.warnedGame = state.start.id;
    if (timeWarningFits(state, this.deps.clock.now())) this.deps.playSound('time-almost-out');
  }
}
