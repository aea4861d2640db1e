import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createEventBus, emit, type GameEvents, gameEvents, on } from './events';

interface TestEvents {
  ping: { readonly n: number };
  pong: { readonly text: string };
}

describe('event bus', () => {
  it('hands each payload to the handlers of that name only', () => {
    const bus = createEventBus<TestEvents>();
    const pings: number[] = [];
    const pongs: string[] = [];
    bus.on('ping', ({ n }) => pings.push(n));
    bus.on('pong', ({ text }) => pongs.push(text));
    bus.emit('ping', { n: 1 });
    bus.emit('ping', { n: 2 });
    bus.emit('pong', { text: 'a' });
    expect(pings).toEqual([1, 2]);
    expect(pongs).toEqual(['a']);
  });

  it('emitting with no listeners does nothing', () => {
    const bus = createEventBus<TestEvents>();
    expect(() => bus.emit('ping', { n: 1 })).not.toThrow();
  });

  it('calls handlers in the order they subscribed', () => {
    const bus = createEventBus<TestEvents>();
    const order: string[] = [];
    bus.on('ping', () => order.push('first'));
    bus.on('ping', () => order.push('second'));
    bus.emit('ping', { n: 0 });
    expect(order).toEqual(['first', 'second']);
  });

  it('unsubscribe stops exactly that subscription, and twice is harmless', () => {
    const bus = createEventBus<TestEvents>();
    const handler = vi.fn();
    const offA = bus.on('ping', handler);
    const offB = bus.on('ping', handler);
    bus.emit('ping', { n: 1 });
    expect(handler).toHaveBeenCalledTimes(2);
    offA();
    offA();
    bus.emit('ping', { n: 2 });
    expect(handler).toHaveBeenCalledTimes(3);
    expect(bus.listenerCount('ping')).toBe(1);
    offB();
    bus.emit('ping', { n: 3 });
    expect(handler).toHaveBeenCalledTimes(3);
    expect(bus.listenerCount('ping')).toBe(0);
  });

  it('a handler may unsubscribe others while an event is handled', () => {
    const bus = createEventBus<TestEvents>();
    const later = vi.fn();
    let offLater = () => {};
    bus.on('ping', () => offLater());
    offLater = bus.on('ping', later);
    bus.emit('ping', { n: 1 });
    expect(later).not.toHaveBeenCalled();
  });

  it('a handler subscribed while an event is handled hears the next one', () => {
    const bus = createEventBus<TestEvents>();
    const added = vi.fn();
    const off = bus.on('ping', () => {
      off();
      bus.on('ping', added);
    });
    bus.emit('ping', { n: 1 });
    expect(added).not.toHaveBeenCalled();
    bus.emit('ping', { n: 2 });
    expect(added).toHaveBeenCalledWith({ n: 2 });
  });

  it('answers a command with news (a scene that reports ready gets its command)', () => {
    const kinds: string[] = [];
    const offScene = on('puzzle:assist', ({ kind }) => kinds.push(kind));
    const offReact = on('scene:ready', ({ scene }) => {
      if (scene === 'Puzzle') emit('puzzle:assist', { kind: 'reveal' });
    });
    emit('scene:ready', { scene: 'Puzzle' });
    expect(kinds).toEqual(['reveal']);
    offScene();
    offReact();
    expect(gameEvents.listenerCount('puzzle:assist')).toBe(0);
    expect(gameEvents.listenerCount('scene:ready')).toBe(0);
  });

  it('types payloads by event name', () => {
    expectTypeOf(on<'puzzle:assist'>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<GameEvents['puzzle:assist']>();
    expectTypeOf(on('scene:ready', () => {})).toEqualTypeOf<() => void>();
    const off = on('puzzle:assist', () => {});
    // @ts-expect-error an assist is a reveal or a smart hint
    emit('puzzle:assist', { kind: 'peek' });
    // @ts-expect-error the payload belongs to another event
    emit('scene:ready', { kind: 'reveal' });
    // @ts-expect-error no such event
    emit('planet:spin', {});
    off();
  });
});
