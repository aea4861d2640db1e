// The play controller's side of the puzzle scene and of the app around it (DESIGN.md, "Client"):
// the scene is told the session after every action and the hint on screen, and its clicks come
// back as actions; settings, gems won elsewhere and a video ad reach the session; the board turns
// to suit its box.

import {
  orientationFor,
  orientationsOf,
  PUZZLE_PHASES,
  type SessionAction,
  type SessionEvent,
  type SessionState,
} from '@numberland/engine';
import type { PuzzleViewOptions } from '../game/events';
import { SCENE_KEYS } from '../game/scene-keys';
import type { SettingsState } from '../state/settings';
import type { PlayDeps } from './ports';

export interface SceneLinkHooks {
  readonly dispatch: (action: SessionAction) => void;
  readonly requestAssist: (kind: 'reveal' | 'smart-hint') => void;
}

export class SceneLink {
  private pausedForAd = false;
  private boxSize: { readonly width: number; readonly height: number } | undefined;

  constructor(
    private readonly deps: PlayDeps,
    private readonly hooks: SceneLinkHooks,
  ) {}

  /** Listens to the scene, the settings, the balance and the video ad; answers the stop. */
  listen(): () => void {
    const { scene, stores } = this.deps;
    const offs = [
      scene.on('scene:ready', ({ scene: key }) => {
        // A scene that has just been made asks for nothing: it gets the state when it is ready.
        if (key !== SCENE_KEYS.puzzle) return;
        this.sendState([]);
        this.sendHint();
      }),
      scene.on('puzzle:action', ({ action }) => this.hooks.dispatch(action)),
      scene.on('puzzle:assist', ({ kind }) => this.hooks.requestAssist(kind)),
      stores.settings.subscribe((now, before) => this.settingsChanged(now, before)),
      // Gems won outside the puzzle (an ad's reward, the daily gift) reach the session.
      stores.auth.subscribe((now) => this.syncGems(now.gems)),
      stores.videoAd.subscribe((now, before) => {
        const playing = now.show.kind !== 'idle';
        if (playing !== (before.show.kind !== 'idle')) this.adPlaying(playing);
      }),
    ];
    return () => {
      for (const off of offs) off();
      this.pausedForAd = false;
    };
  }

  sendState(events: readonly SessionEvent[], shown?: SessionState): void {
    const state = shown ?? this.state();
    if (state) this.deps.scene.emit('puzzle:update', { state, events, options: this.viewOptions() });
  }

  sendHint(): void {
    const { hint } = this.deps.stores.game.getState();
    this.deps.scene.emit('puzzle:hint', { hint: hint && { record: hint.record, step: hint.step } });
  }

  boxResized(width: number, height: number): void {
    this.boxSize = { width, height };
    this.fitBoard();
  }

  /** The 2-squares and 6-squares boards turn to suit the box (spec section 4: landscape above 1.45). */
  fitBoard(): void {
    const state = this.state();
    const size = this.boxSize;
    if (!state || !size || size.width === 0 || size.height === 0) return;
    const { shape, orientation } = state.puzzle.layout;
    if (orientationsOf(shape).length < 2 || state.phase === PUZZLE_PHASES.finished) return;
    const wanted = orientationFor(shape, size.width, size.height);
    if (wanted !== orientation) this.hooks.dispatch({ type: 'rotate', orientation: wanted });
  }

  private state(): SessionState | undefined {
    return this.deps.stores.game.getState().game?.state;
  }

  /** The options the board is drawn with now. */
  private viewOptions(): PuzzleViewOptions {
    const settings = this.deps.stores.settings.getState();
    const state = this.state();
    return {
      dimUnrelated: settings.dimUnrelated,
      // A lesson's practice board is for learning: its grid shows whatever tutorials were seen.
      gridVisible: state ? state.start.practice === true || settings.seenTutorial[state.start.level] : false,
    };
  }

  private settingsChanged(now: SettingsState, before: SettingsState): void {
    if (now.dimUnrelated !== before.dimUnrelated || now.seenTutorial !== before.seenTutorial)
      this.sendState([]);
    const state = this.state();
    if (state && now.showErrorAssist !== before.showErrorAssist && state.errorAssist !== now.showErrorAssist)
      this.hooks.dispatch({ type: 'set-error-assist', on: now.showErrorAssist });
  }

  private syncGems(gems: number): void {
    const state = this.state();
    if (state && state.phase !== PUZZLE_PHASES.finished && gems !== state.gems)
      this.hooks.dispatch({ type: 'set-gems', gems });
  }

  /** An ad watched mid-puzzle (for gems) stops the clock while it plays. */
  private adPlaying(playing: boolean): void {
    const state = this.state();
    if (playing) {
      if (state?.pausedAt !== 0 || state.phase !== PUZZLE_PHASES.playing) return;
      this.pausedForAd = true;
      this.hooks.dispatch({ type: 'pause' });
    } else if (this.pausedForAd) {
      this.pausedForAd = false;
      if (state && state.pausedAt !== 0) this.hooks.dispatch({ type: 'resume' });
    }
  }
}
