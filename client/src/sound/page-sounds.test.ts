import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../game/events';
import { SOUND_VOLUME } from '../game/sound-names';
import { useSettings } from '../state/settings';
import { installPageSounds, pageSoundUrl } from './page-sounds';
import { addSoundPlayer } from './sound-players';

// Whether the player has tapped yet: the page's player fetches nothing before.
const gesture = vi.hoisted(() => ({ made: true }));
vi.mock('./first-gesture', () => ({
  firstGesture: { happened: () => gesture.made, after: () => () => undefined },
}));

/** An audio element as far as the page's player uses one. */
class FakeAudio {
  static made: FakeAudio[] = [];
  paused = true;
  volume = 1;
  currentTime = 5;
  played = 0;
  constructor(readonly src: string) {
    FakeAudio.made.push(this);
  }
  play() {
    this.played += 1;
    this.paused = false;
    return Promise.resolve();
  }
  cloneNode() {
    return new FakeAudio(this.src);
  }
}

describe('page sounds', () => {
  beforeEach(() => {
    FakeAudio.made = [];
    vi.stubGlobal('Audio', FakeAudio);
    vi.stubGlobal('document', { createElement: () => ({ canPlayType: () => 'probably' }) });
    useSettings.setState({ hasSound: true, hasSoundEffects: true });
    gesture.made = true;
    installPageSounds();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('plays a sound with no scene to play it: the built file, at the game volume', () => {
    emit('sound:play', { sound: 'play-press' });
    expect(FakeAudio.made).toHaveLength(1);
    const [audio] = FakeAudio.made;
    expect(audio?.src).toBe(pageSoundUrl('play-press', 'opus', import.meta.env.BASE_URL));
    expect(audio?.src.endsWith('sounds/play-press.opus')).toBe(true);
    expect(audio?.played).toBe(1);
    expect(audio?.volume).toBe(SOUND_VOLUME);
    expect(audio?.currentTime).toBe(0);
  });

  it('plays over a sound still playing with a copy', () => {
    emit('sound:play', { sound: 'button' });
    emit('sound:play', { sound: 'button' });
    expect(FakeAudio.made.map((a) => a.played)).toEqual([1, 1]);
  });

  it('leaves the sound to a scene that can play it', () => {
    const scene = vi.fn(() => true);
    const remove = addSoundPlayer(scene);
    emit('sound:play', { sound: 'select' });
    expect(scene).toHaveBeenCalledWith('select');
    expect(FakeAudio.made).toHaveLength(0);
    remove();
  });

  it('plays when the scene cannot (its files still loading)', () => {
    const remove = addSoundPlayer(() => false);
    emit('sound:play', { sound: 'note' });
    expect(FakeAudio.made.at(-1)?.src.endsWith('sounds/note.opus')).toBe(true);
    remove();
  });

  it('fetches nothing before the first gesture, and plays from it on', () => {
    gesture.made = false;
    emit('sound:play', { sound: 'countdown' });
    expect(FakeAudio.made).toHaveLength(0);
    gesture.made = true;
    emit('sound:play', { sound: 'countdown' });
    expect(FakeAudio.made.map((a) => [a.src.endsWith('sounds/countdown.opus'), a.played])).toEqual([
      [true, 1],
    ]);
  });

  it('is silent when the player turned sounds off', () => {
    useSettings.setState({ hasSound: false });
    emit('sound:play', { sound: 'star' });
    useSettings.setState({ hasSound: true, hasSoundEffects: false });
    emit('sound:play', { sound: 'star' });
    expect(FakeAudio.made).toHaveLength(0);
  });

  it('uses MP3 where the browser has no Ogg Opus', async () => {
    vi.resetModules();
    vi.stubGlobal('document', { createElement: () => ({ canPlayType: () => '' }) });
    const fresh = await import('./page-sounds');
    const events = await import('../game/events');
    fresh.installPageSounds();
    events.emit('sound:play', { sound: 'wrong' });
    expect(FakeAudio.made.at(-1)?.src.endsWith('sounds/wrong.mp3')).toBe(true);
  });
});
