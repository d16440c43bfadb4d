import { describe, expect, it } from 'vitest';
import { slideClass, stepIndex, transitionMs, type Motion } from './slide-motion';

const move = (direction: Motion['direction'], phase: Motion['phase']): Motion => ({
  from: 0,
  to: 1,
  direction,
  phase,
});

describe('slideClass (Bootstrap carousel classes)', () => {
  it('marks only the shown slide active when nothing moves', () => {
    expect([0, 1, 2].map((i) => slideClass(i, 1, null))).toEqual([
      'carousel-item',
      'carousel-item active',
      'carousel-item',
    ]);
  });

  it('moving on: the incoming slide is placed next, then both slide towards the start', () => {
    expect([0, 1, 2].map((i) => slideClass(i, 0, move('next', 'prepare')))).toEqual([
      'carousel-item active',
      'carousel-item carousel-item-next',
      'carousel-item',
    ]);
    expect([0, 1, 2].map((i) => slideClass(i, 0, move('next', 'moving')))).toEqual([
      'carousel-item active carousel-item-start',
      'carousel-item carousel-item-next carousel-item-start',
      'carousel-item',
    ]);
  });

  it('moving back: the incoming slide is placed prev, then both slide towards the end', () => {
    expect([0, 1].map((i) => slideClass(i, 0, move('prev', 'prepare')))).toEqual([
      'carousel-item active',
      'carousel-item carousel-item-prev',
    ]);
    expect([0, 1].map((i) => slideClass(i, 0, move('prev', 'moving')))).toEqual([
      'carousel-item active carousel-item-end',
      'carousel-item carousel-item-prev carousel-item-end',
    ]);
  });
});

describe('stepIndex', () => {
  it('steps and wraps around both ends', () => {
    expect(stepIndex(0, 3, 'next', true)).toBe(1);
    expect(stepIndex(2, 3, 'next', true)).toBe(0);
    expect(stepIndex(0, 3, 'prev', true)).toBe(2);
  });

  it('stops at the ends with no_wrap', () => {
    expect(stepIndex(2, 3, 'next', false)).toBeNull();
    expect(stepIndex(0, 3, 'prev', false)).toBeNull();
    expect(stepIndex(1, 3, 'prev', false)).toBe(0);
  });
});

describe('transitionMs', () => {
  it("reads Bootstrap's 0.6 s slide, and the longest of a list with its delay", () => {
    expect(transitionMs({ transitionDuration: '0.6s', transitionDelay: '0s' })).toBe(600);
    expect(transitionMs({ transitionDuration: '0s, 150ms', transitionDelay: '0.6s, 0s' })).toBe(600);
    expect(transitionMs({ transitionDuration: '200ms', transitionDelay: '50ms' })).toBe(250);
  });

  it('is 0 without transitions (reduced motion, transitions off, no style)', () => {
    expect(transitionMs({ transitionDuration: '0s', transitionDelay: '0s' })).toBe(0);
    expect(transitionMs({ transitionDuration: '', transitionDelay: '' })).toBe(0);
  });
});
