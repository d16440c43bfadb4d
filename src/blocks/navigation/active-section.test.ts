import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './active-section';

const sections = [
  { id: 'a', top: -300 },
  { id: 'b', top: 90 },
  { id: 'c', top: 400 },
];

describe('pickActiveSection', () => {
  it('picks the last section whose top is within the offset from the viewport top', () => {
    expect(pickActiveSection(sections, 100, false)).toBe('b');
    expect(pickActiveSection(sections, 50, false)).toBe('a');
  });

  it('gives null above the first section, and skips sections missing from the page', () => {
    expect(pickActiveSection([{ id: 'a', top: 500 }], 100, false)).toBeNull();
    expect(pickActiveSection([{ id: 'x', top: null }, ...sections], 100, false)).toBe('b');
  });

  it('picks the last section at the bottom of the page', () => {
    expect(pickActiveSection(sections, 100, true)).toBe('c');
    expect(pickActiveSection([{ id: 'c', top: null }], 100, true)).toBeNull();
  });
});
