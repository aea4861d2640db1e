import type * as Phaser from 'phaser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, gameEvents } from '../game/events';
import { SOUND_NAMES, SOUND_VOLUME } from '../game/sound-names';
import { useSettings } from '../state/settings';

// Phaser itself needs a browser; the player only uses its event names and scene states.
vi.mock('phaser', () => ({
  Scenes: { Events: { SHUTDOWN: 'shutdown', DESTROY: 'destroy' }, LOADING: 3, CREATING: 4 },
  Core: { Events: { DESTROY: 'destroy' } },
}));

const { installSounds, soundUrl, soundUrls } = await import('./install-sounds');
const { watchGestures } = await import('./first-gesture');

/** A page where the player has tapped already. */
const tapped = () => watchGestures(undefined, { hasBeenActive: true });

/** Just enough of an event emitter for once/off/emit. */
function emitter() {
  const handlers = new Map<string, Set<() => void>>();
  return {
    once(name: string, fn: () => void) {
      const set = handlers.get(name) ?? new Set();
      set.add(fn);
      handlers.set(name, set);
    },
    off(name: string, fn: () => void) {
      handlers.get(name)?.delete(fn);
    },
    emit(name: string) {
      const set = handlers.get(name);
      if (!set) return;
      handlers.delete(name);
      for (const fn of set) fn();
    },
    count: () => [...handlers.values()].reduce((n, s) => n + s.size, 0),
  };
}

type ContextState = 'running' | 'suspended';

interface FakeOptions {
  readonly status?: number;
  readonly cached?: boolean;
  readonly context?: ContextState | 'none';
  readonly locked?: boolean;
  readonly game?: ReturnType<typeof fakeGame>;
}

function fakeGame() {
  return { events: emitter() };
}

function fakeScene(options: FakeOptions = {}) {
  const cache = new Set<string>();
  if (options.cached) for (const name of SOUND_NAMES) cache.add(`sound-${name}`);
  const queued: [string, string[]][] = [];
  const loader = {
    audio: vi.fn((key: string, urls: string[]) => queued.push([key, urls])),
    isLoading: vi.fn(() => false),
    start: vi.fn(),
  };
  const play = vi.fn();
  const context = options.context ?? 'running';
  const sound =
    context === 'none'
      ? { locked: options.locked ?? false, play }
      : { locked: context !== 'running', context: { state: context }, play };
  const game = options.game ?? fakeGame();
  const events = emitter();
  const scene = {
    game,
    events,
    load: loader,
    cache: { audio: { exists: (key: string) => cache.has(key) } },
    sound,
    sys: { settings: { status: options.status ?? 4 } },
  };
  return { scene: scene as unknown as Phaser.Scene, loader, queued, play, events, game, cache };
}

describe('installSounds', () => {
  const uninstalls: (() => void)[] = [];
  const install = (scene: Phaser.Scene, gesture = tapped()) => {
    const off = installSounds(scene, gesture);
    uninstalls.push(off);
    return off;
  };

  beforeEach(() => {
    useSettings.getState().update({ hasSound: true, hasSoundEffects: true });
  });
  afterEach(() => {
    for (const off of uninstalls.splice(0)) off();
  });

  it('queues every sound under the base and starts the loader when called from create()', () => {
    const { scene, loader, queued } = fakeScene({ status: 4 });
    install(scene);
    expect(queued).toHaveLength(24);
    expect(queued[0]).toEqual(['sound-select', ['/sounds/select.opus', '/sounds/select.mp3']]);
    expect(loader.start).toHaveBeenCalledOnce();
  });

  it('fetches nothing before the first gesture, and everything at it', () => {
    const page = new EventTarget();
    const { scene, loader, queued } = fakeScene({ status: 4 });
    install(scene, watchGestures(page));
    page.dispatchEvent(new Event('scroll'));
    expect(loader.audio).not.toHaveBeenCalled();
    expect(loader.start).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerdown'));
    expect(queued).toHaveLength(24);
    expect(loader.start).toHaveBeenCalledOnce();
    page.dispatchEvent(new Event('keydown'));
    expect(loader.audio).toHaveBeenCalledTimes(24);
  });

  it('plays a sound asked for at the first gesture through the page once the scene cannot', () => {
    const page = new EventTarget();
    const { scene, play } = fakeScene({ status: 4 });
    install(scene, watchGestures(page));
    page.dispatchEvent(new Event('pointerdown'));
    // The files are on their way, not in the cache: the scene passes it on (page-sounds.ts plays it).
    emit('sound:play', { sound: 'select' });
    expect(play).not.toHaveBeenCalled();
  });

  it('forgets the gesture it waited for when the scene goes first', () => {
    const page = new EventTarget();
    const { scene, loader, events } = fakeScene({ status: 4 });
    install(scene, watchGestures(page));
    events.emit('shutdown');
    page.dispatchEvent(new Event('pointerdown'));
    expect(loader.audio).not.toHaveBeenCalled();
  });

  it('leaves the loader to the scene when called from preload()', () => {
    const { scene, loader, queued } = fakeScene({ status: 1 });
    install(scene);
    expect(queued).toHaveLength(24);
    expect(loader.start).not.toHaveBeenCalled();
  });

  it('loads nothing when the sounds are cached already', () => {
    const { scene, loader } = fakeScene({ cached: true });
    install(scene);
    expect(loader.audio).not.toHaveBeenCalled();
    expect(loader.start).not.toHaveBeenCalled();
  });

  it('plays at the game volume', () => {
    const { scene, play } = fakeScene({ cached: true });
    install(scene);
    emit('sound:play', { sound: 'correct' });
    expect(play).toHaveBeenCalledWith('sound-correct', { volume: SOUND_VOLUME });
  });

  it.each([
    [false, true],
    [true, false],
    [false, false],
  ])('stays quiet with sounds %s and effects %s', (hasSound, hasSoundEffects) => {
    const { scene, play } = fakeScene({ cached: true });
    install(scene);
    useSettings.getState().update({ hasSound, hasSoundEffects });
    emit('sound:play', { sound: 'wrong' });
    expect(play).not.toHaveBeenCalled();
  });

  it('reads the options at play time', () => {
    const { scene, play } = fakeScene({ cached: true });
    install(scene);
    useSettings.getState().update({ hasSound: false });
    emit('sound:play', { sound: 'go' });
    useSettings.getState().update({ hasSound: true });
    emit('sound:play', { sound: 'go' });
    expect(play).toHaveBeenCalledOnce();
  });

  it('skips a sound that is not in the cache', () => {
    const { scene, play } = fakeScene();
    install(scene);
    emit('sound:play', { sound: 'star' });
    expect(play).not.toHaveBeenCalled();
  });

  it('drops sounds while Web Audio is locked, and plays once it runs', () => {
    const { scene, play } = fakeScene({ cached: true, context: 'suspended' });
    install(scene);
    emit('sound:play', { sound: 'select' });
    expect(play).not.toHaveBeenCalled();
    (scene.sound as unknown as { context: { state: string } }).context.state = 'running';
    emit('sound:play', { sound: 'select' });
    expect(play).toHaveBeenCalledOnce();
  });

  it('drops sounds while HTML5 audio is locked', () => {
    const { scene, play } = fakeScene({ cached: true, context: 'none', locked: true });
    install(scene);
    emit('sound:play', { sound: 'select' });
    expect(play).not.toHaveBeenCalled();
  });

  it('survives a sound manager that throws', () => {
    const { scene, play } = fakeScene({ cached: true });
    play.mockImplementation(() => {
      throw new Error('no audio');
    });
    const quiet = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    install(scene);
    expect(() => emit('sound:play', { sound: 'fail' })).not.toThrow();
    quiet.mockRestore();
  });

  it('unsubscribes when asked, on shutdown and when the game goes', () => {
    const before = gameEvents.listenerCount('sound:play');
    expect(before).toBe(0);
    const asked = fakeScene({ cached: true });
    install(asked.scene)();
    expect(gameEvents.listenerCount('sound:play')).toBe(before);
    expect(asked.events.count()).toBe(0);
    expect(asked.game.events.count()).toBe(0);

    const shut = fakeScene({ cached: true });
    install(shut.scene);
    shut.events.emit('shutdown');
    emit('sound:play', { sound: 'note' });
    expect(shut.play).not.toHaveBeenCalled();
    expect(gameEvents.listenerCount('sound:play')).toBe(before);

    const gone = fakeScene({ cached: true });
    install(gone.scene);
    gone.game.events.emit('destroy');
    expect(gameEvents.listenerCount('sound:play')).toBe(before);
  });

  it('plays each sound once when two scenes, of one game or of two, install it', () => {
    const game = fakeGame();
    const first = fakeScene({ cached: true, game });
    const second = fakeScene({ cached: true, game });
    const other = fakeScene({ cached: true });
    install(first.scene);
    install(second.scene);
    install(other.scene);
    expect(gameEvents.listenerCount('sound:play')).toBe(1);
    emit('sound:play', { sound: 'button' });
    expect(first.play).toHaveBeenCalledOnce();
    expect(second.play).not.toHaveBeenCalled();
    expect(other.play).not.toHaveBeenCalled();
    first.events.emit('shutdown');
    emit('sound:play', { sound: 'button' });
    expect(second.play).toHaveBeenCalledOnce();
    expect(other.play).not.toHaveBeenCalled();
  });

  it('plays through the next game when the first cannot play yet', () => {
    const locked = fakeScene({ cached: true, context: 'suspended' });
    const loading = fakeScene();
    const ready = fakeScene({ cached: true });
    install(locked.scene);
    install(loading.scene);
    install(ready.scene);
    emit('sound:play', { sound: 'play-press' });
    expect(locked.play).not.toHaveBeenCalled();
    expect(loading.play).not.toHaveBeenCalled();
    expect(ready.play).toHaveBeenCalledOnce();
  });
});

describe('soundUrl', () => {
  it('joins the base and the file', () => {
    expect(soundUrl('go', 'opus', '/')).toBe('/sounds/go.opus');
    expect(soundUrl('go', 'mp3', '/game/')).toBe('/game/sounds/go.mp3');
    expect(soundUrl('go', 'opus', '/game')).toBe('/game/sounds/go.opus');
    expect(soundUrl('go', 'opus', './')).toBe('./sounds/go.opus');
  });

  it('offers Ogg Opus first, then MP3', () => {
    expect(soundUrls('go', '/')).toEqual(['/sounds/go.opus', '/sounds/go.mp3']);
  });
});
