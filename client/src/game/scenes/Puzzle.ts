// The puzzle in play: the grid, the number pad, flashes and pop-ups, smart-hint highlights and
// flying gems. It holds no rules (DESIGN.md, "Client"): React sends the engine's session state
// on 'puzzle:update' and this draws what the engine's view functions say, and turns clicks into
// 'puzzle:action' (or 'puzzle:assist' for Reveal and Hint, which React confirms first).
//
// Display objects are made when a puzzle first shows and changed only when an update arrives;
// an idle frame moves nothing, so the loop sleeps while nothing changes (puzzle/frame-sleeper.ts).
// Clicks are hit-tested against the layout (puzzle/hit-test.ts), so no object is interactive, and
// after every layout the scene reports where it drew what can be clicked ('puzzle:layout').

import {
  boardView,
  type Layout,
  PUZZLE_PHASES,
  type SessionAction,
  type SessionEvent,
  type SessionState,
  solvableClues,
} from '@numberland/engine';
import * as Phaser from 'phaser';
import { installSounds } from '../../sound/install-sounds';
import { pageTheme } from '../../state/theme';
import { emit, type GameEvents, type HintOnScreen, on, type PuzzleViewOptions } from '../events';
import { atlasKey, ensureAtlas } from '../puzzle/atlas';
import { Board } from '../puzzle/board';
import { type BoardLayout, boardLayout, type PadKey } from '../puzzle/board-layout';
import { fullStrengthCells } from '../puzzle/dimming';
import { Effects } from '../puzzle/effects';
import { playFeedback } from '../puzzle/feedback';
import { sleepWhenStill } from '../puzzle/frame-sleeper';
import { HintOverlay } from '../puzzle/hint-overlay';
import { type Hit, hitTest } from '../puzzle/hit-test';
import { EMPTY_REPORT, layoutReport, reportKey } from '../puzzle/layout-report';
import { NumberPad } from '../puzzle/number-pad';
import { padKeys, restingKeys } from '../puzzle/pad-keys';
import { type Palette, paletteFor } from '../puzzle/palette';
import { SCENE_KEYS } from '../scene-keys';
import { REGISTRY } from './Boot';

/** What is drawn for one puzzle in one orientation and land; remade when any of those changes. */
interface Drawing {
  readonly layout: Layout;
  readonly palette: Palette;
  readonly board: Board;
  readonly pad: NumberPad;
  readonly effects: Effects;
  readonly overlay: HintOverlay;
}

const ACTIONS: Readonly<Partial<Record<PadKey, SessionAction>>> = {
  note: { type: 'toggle-notes' },
  erase: { type: 'erase' },
  'submit-note': { type: 'submit-note' },
};

export class Puzzle extends Phaser.Scene {
  private state: SessionState | undefined;
  private options: PuzzleViewOptions = { dimUnrelated: false, gridVisible: true };
  private hint: HintOnScreen | undefined;
  private drawing: Drawing | undefined;
  private layout: BoardLayout | undefined;
  private keys: readonly PadKey[] | undefined;
  private lastReport = '';
  private cursor = 'default';

  constructor() {
    super(SCENE_KEYS.puzzle);
  }

  create() {
    const offs = [
      on('puzzle:update', (update) => this.onUpdate(update)),
      on('puzzle:hint', ({ hint }) => this.onHint(hint)),
      on('puzzle:gems', ({ count, to }) => this.onGems(count, to)),
    ];
    const onResize = () => this.relayout();
    const onMotion = () => this.render();
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    this.registry.events.on(`changedata-${REGISTRY.reducedMotion}`, onMotion);
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) =>
      this.onPointerDown(pointer),
    );
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) =>
      this.onPointerMove(pointer),
    );
    // Let go of the shared bus and the game's emitters when the scene stops or the game is
    // destroyed (which ends scenes with DESTROY, not SHUTDOWN).
    let listening = true;
    const stopListening = () => {
      if (!listening) return;
      listening = false;
      for (const off of offs) off();
      this.scale?.off(Phaser.Scale.Events.RESIZE, onResize);
      this.registry?.events.off(`changedata-${REGISTRY.reducedMotion}`, onMotion);
      this.teardown();
    };
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, stopListening);
    this.events.once(Phaser.Scenes.Events.DESTROY, stopListening);
    // The sound player goes with the scene (it lets go on shutdown and destroy by itself).
    installSounds(this);
    sleepWhenStill(this);
    emit('scene:ready', { scene: SCENE_KEYS.puzzle });
  }

  /** Pictures that changed since the last frame are baked again before this one is drawn. */
  override update() {
    this.drawing?.board.flush();
    this.drawing?.pad.flush();
  }

  private get reducedMotion(): boolean {
    return this.registry.get(REGISTRY.reducedMotion) === true;
  }

  /** The board shows from the start of play on, once the land's tutorial has been seen. */
  private get boardShown(): boolean {
    const phase = this.state?.phase ?? PUZZLE_PHASES.loading;
    return this.options.gridVisible && phase >= PUZZLE_PHASES.playing;
  }

  private get interactive(): boolean {
    return this.boardShown && this.state?.phase === PUZZLE_PHASES.playing;
  }

  private onUpdate({ state, events, options }: GameEvents['puzzle:update']) {
    this.state = state;
    this.options = options;
    if (!this.boardShown) {
      this.drawing?.effects.clear();
      this.render();
      return;
    }
    this.ensureDrawing(state);
    this.render();
    this.playEvents(events);
  }

  private ensureDrawing(state: SessionState) {
    const palette = paletteFor(state.start.level, pageTheme());
    const layout = state.puzzle.layout;
    const current = this.drawing;
    if (current && current.layout === layout && current.palette === palette) return;
    this.teardown();
    const atlas = ensureAtlas(this, palette);
    const board = new Board(this, atlas, palette, state);
    const theme = atlasKey(palette);
    this.drawing = {
      layout,
      palette,
      board,
      pad: new NumberPad(this, atlas, board.styles, theme),
      effects: new Effects(this, atlas, board.styles, theme),
      overlay: new HintOverlay(
        this,
        atlas,
        board.styles,
        theme,
        (cell) => board.clueShapeOf(cell),
        () => board.drawnCells,
      ),
    };
    this.relayout();
    this.drawing.overlay.set(this.hint, this.layout);
  }

  private teardown() {
    const drawing = this.drawing;
    if (!drawing) return;
    this.drawing = undefined;
    drawing.overlay.clear();
    drawing.effects.clear();
    drawing.pad.destroy();
    drawing.board.destroy();
  }

  /** Shows the state as it is now; changes only what differs from what is drawn. */
  private render() {
    const { drawing, state } = this;
    const shown = this.boardShown && drawing !== undefined && state !== undefined;
    if (!drawing || !state || !shown) {
      drawing?.board.setVisible(false);
      drawing?.pad.setVisible(false);
      drawing?.overlay.set(undefined, undefined);
      this.keys = undefined;
      this.report();
      return;
    }
    drawing.board.setVisible(true);
    drawing.pad.setVisible(true);
    const fullStrength = fullStrengthCells(state, this.options.dimUnrelated, this.hint);
    drawing.board.show(boardView(state), { fullStrength, solvable: new Set(solvableClues(state)) });
    this.keys = padKeys(state);
    drawing.pad.show(this.keys, state.noteMode, state.start.practice === true, restingKeys(state));
    drawing.overlay.set(this.hint, this.layout);
    this.report();
  }

  private relayout() {
    const drawing = this.drawing;
    if (!drawing) return;
    this.layout = boardLayout({
      width: this.scale.width,
      height: this.scale.height,
      columns: drawing.board.columns,
      rows: drawing.board.rows,
    });
    drawing.board.relayout(this.layout);
    drawing.pad.relayout(this.layout);
    drawing.overlay.relayout(this.boardShown ? this.layout : undefined);
    this.report();
  }

  /** Sends 'puzzle:layout' when what can be clicked, or where it is, has changed. */
  private report() {
    const { drawing, layout } = this;
    const report =
      drawing && layout && this.boardShown
        ? layoutReport(layout, drawing.board.kinds, this.keys)
        : EMPTY_REPORT;
    const key = reportKey(report);
    if (key === this.lastReport) return;
    this.lastReport = key;
    emit('puzzle:layout', report);
  }

  private playEvents(events: readonly SessionEvent[]) {
    const { drawing, layout, state } = this;
    if (!drawing || !layout || !state || events.length === 0) return;
    const { board, effects } = drawing;
    playFeedback(events, { state, layout, board, effects, reducedMotion: this.reducedMotion });
  }

  private onHint(hint: HintOnScreen | undefined) {
    this.hint = hint;
    // Drawn again, not only the overlay: the cells the hint points at never fade (dimming.ts).
    this.render();
  }

  private onGems(count: number, to?: { readonly x: number; readonly y: number }) {
    if (count <= 0) return;
    let { drawing, layout } = this;
    if (!drawing || !layout) {
      // No board yet: the gems still fly, from the middle of the element.
      if (!this.state) return;
      this.ensureDrawing(this.state);
      ({ drawing, layout } = this);
    }
    if (drawing && layout) drawing.effects.gems(layout, count, this.reducedMotion, to);
  }

  private hitAt(x: number, y: number): Hit | undefined {
    const { drawing, layout } = this;
    if (!drawing || !layout || !this.interactive) return undefined;
    return hitTest(layout, drawing.board.kinds, this.keys, x, y);
  }

  private onPointerDown(pointer: Phaser.Input.Pointer) {
    const hit = this.hitAt(pointer.x, pointer.y);
    if (!hit) return;
    switch (hit.kind) {
      case 'key':
        this.pressKey(hit.key);
        break;
      // Selecting is heard through the session's 'selected' and 'deselected' events, which React
      // turns into sounds (sound/sounds-for-events.ts); a click sound here would play twice.
      case 'mystery':
        emit('puzzle:action', { action: { type: 'select', cell: hit.cell } });
        break;
      case 'half':
        emit('puzzle:action', { action: { type: 'select', cell: hit.cell, half: hit.half } });
        break;
      case 'background':
        if (this.state?.selection) emit('puzzle:action', { action: { type: 'deselect' } });
        break;
      case 'pad':
        break;
    }
  }

  private pressKey(key: PadKey) {
    this.drawing?.pad.press(key, this.reducedMotion);
    const digit = Number(key);
    if (Number.isInteger(digit)) {
      emit('sound:play', { sound: 'digit-press' });
      emit('puzzle:action', { action: { type: 'digit', digit } });
      return;
    }
    emit('sound:play', { sound: 'button' });
    if (key === 'reveal') emit('puzzle:assist', { kind: 'reveal' });
    else if (key === 'hint') emit('puzzle:assist', { kind: 'smart-hint' });
    else {
      const action = ACTIONS[key];
      if (action) emit('puzzle:action', { action });
    }
  }

  private onPointerMove(pointer: Phaser.Input.Pointer) {
    const hit = this.hitAt(pointer.x, pointer.y);
    const clickable =
      hit !== undefined && (hit.kind === 'key' || hit.kind === 'mystery' || hit.kind === 'half');
    const cursor = clickable ? 'pointer' : 'default';
    if (cursor === this.cursor) return;
    this.cursor = cursor;
    this.input.setDefaultCursor(cursor);
  }
}
