import { describe, expect, it } from 'vitest';
import { notesText } from './mystery-view';

const FS = '\u2007';

describe('notesText', () => {
  it('keeps every note in its place of a 3×3 grid', () => {
    expect(notesText([1, 5, 9])).toBe(
      [`1${FS}${FS}${FS}${FS}`, `${FS}${FS}5${FS}${FS}`, `${FS}${FS}${FS}${FS}9`].join('\n'),
    );
    expect(notesText([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(`1${FS}2${FS}3\n4${FS}5${FS}6\n7${FS}8${FS}9`);
  });
});
