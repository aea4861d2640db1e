import type * as Phaser from 'phaser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchGestures } from '../sound/first-gesture';

/** A stand-in for the browser's AudioContext: each one made is noted. */
class FakeAudioContext {
  static made = 0;
  constructor() {
    FakeAudioContext.made++;
  }
}

async function load() {
  vi.resetModules();
  FakeAudioContext.made = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return import('./late-audio');
}

afterEach(() => vi.unstubAllGlobals());

describe('audioAtStart', () => {
  it('leaves a game that asks for no audio as it is, and opens nothing', async () => {
    const { audioAtStart } = await load();
    expect(audioAtStart({ noAudio: true }, watchGestures(undefined))).toEqual({
      audio: { noAudio: true },
      later: false,
    });
    expect(FakeAudioContext.made).toBe(0);
  });

  it('boots without audio before the first gesture, and opens nothing', async () => {
    const { audioAtStart } = await load();
    expect(audioAtStart(undefined, watchGestures(undefined))).toEqual({
      audio: { noAudio: true },
      later: true,
    });
    expect(FakeAudioContext.made).toBe(0);
  });

  it('gives the page context after a gesture, the same one to every game', async () => {
    const { audioAtStart } = await load();
    const tapped = watchGestures(undefined, { hasBeenActive: true });
    const first = audioAtStart({ disableWebAudio: false }, tapped);
    const second = audioAtStart(undefined, tapped);
    expect(first.later).toBe(false);
    expect(first.audio?.context).toBeInstanceOf(FakeAudioContext);
    expect(first.audio?.disableWebAudio).toBe(false);
    expect(second.audio?.context).toBe(first.audio?.context);
    expect(FakeAudioContext.made).toBe(1);
  });
});

describe('giveAudioAtGesture', () => {
  function fakeGame() {
    const old = { destroy: vi.fn() };
    const scenes = [
      { sys: { sound: old }, sound: old },
      { sys: { sound: old }, sound: old },
    ];
    const game = {
      sound: old as unknown,
      config: { audio: { noAudio: true } as Record<string, unknown> },
      events: { off: vi.fn() },
      scene: { getScenes: vi.fn(() => scenes) },
    };
    return { game, old, scenes };
  }

  class FakeManager {
    constructor(readonly game: unknown) {}
  }
  const phaser = {
    Sound: { WebAudioSoundManager: FakeManager },
    Core: { Events: { DESTROY: 'destroy' } },
  } as unknown as typeof Phaser;

  it('swaps in a Web Audio manager on the page context at the first gesture, not before', async () => {
    const { giveAudioAtGesture } = await load();
    const page = new EventTarget();
    const { game, old, scenes } = fakeGame();
    giveAudioAtGesture(phaser, game as unknown as Phaser.Game, watchGestures(page));
    expect(game.sound).toBe(old);
    expect(FakeAudioContext.made).toBe(0);

    page.dispatchEvent(new Event('pointerdown'));
    expect(game.sound).toBeInstanceOf(FakeManager);
    expect((game.sound as FakeManager).game).toBe(game);
    expect(game.config.audio.noAudio).toBe(false);
    expect(game.config.audio.context).toBeInstanceOf(FakeAudioContext);
    expect(game.events.off).toHaveBeenCalledWith('destroy', old.destroy, old);
    expect(old.destroy).toHaveBeenCalledOnce();
    for (const scene of scenes) {
      expect(scene.sound).toBe(game.sound);
      expect(scene.sys.sound).toBe(game.sound);
    }
  });

  it('does nothing when the game went before the gesture', async () => {
    const { giveAudioAtGesture } = await load();
    const page = new EventTarget();
    const { game, old } = fakeGame();
    giveAudioAtGesture(phaser, game as unknown as Phaser.Game, watchGestures(page))();
    page.dispatchEvent(new Event('keydown'));
    expect(game.sound).toBe(old);
    expect(FakeAudioContext.made).toBe(0);
  });
});
