import { describe, expect, it } from 'vitest';
import { PiecewiseWork } from './piecewise';

/** Resolves after the task queue has moved on by one message task. */
const nextMessageTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('work done a piece per task', () => {
  it('runs one piece per task, in order, pieces added first before the rest, then says done once', async () => {
    const ran: string[] = [];
    let done = 0;
    const work = new PiecewiseWork(() => done++);
    work.add([() => ran.push('a'), () => ran.push('z')]);
    work.add([() => ran.push('b')]);
    expect(ran).toEqual([]);
    await nextMessageTask();
    expect(ran).toEqual(['a']);
    // A piece that adds pieces before those waiting (as the planet's ground adds its pictures).
    work.add([() => ran.push('a1'), () => ran.push('a2')], true);
    for (let i = 0; i < 6; i++) await nextMessageTask();
    expect(ran).toEqual(['a', 'a1', 'a2', 'z', 'b']);
    expect(done).toBe(1);
  });

  it('stops: what is left never runs and it is never done', async () => {
    const ran: string[] = [];
    let done = 0;
    const work = new PiecewiseWork(() => done++);
    work.add([() => ran.push('a'), () => ran.push('b')]);
    await nextMessageTask();
    work.stop();
    for (let i = 0; i < 4; i++) await nextMessageTask();
    expect(ran).toEqual(['a']);
    expect(done).toBe(0);
  });
});
