import { describe, expect, it } from 'vitest';
import { autoplayRuns, carouselLoops, nextSlide, slideAt } from './carousel-rules.ts';

const free = { touching: false, hidden: false, reducedMotion: false };

describe('carousel rules (spec 2.4, 9: loop and autoplay only with more than one)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('with %i slides loops: %s', (count, loops) => {
    expect(carouselLoops(count)).toBe(loops);
    expect(autoplayRuns(count, free)).toBe(loops);
  });

  it.each([
    ['a finger or focus on it', { ...free, touching: true }],
    ['a hidden tab', { ...free, hidden: true }],
    ['reduced motion', { ...free, reducedMotion: true }],
  ])('holds autoplay of 3 slides for %s', (_name, hold) => {
    expect(autoplayRuns(3, hold)).toBe(false);
  });

  it.each([
    [0, 0, 0],
    [0, 1, 0],
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
  ])('after slide %i of %i comes %i', (index, count, next) => {
    expect(nextSlide(index, count)).toBe(next);
  });

  it.each([
    ['the start', 0, 0],
    ['the second slide', 390, 1],
    ['halfway past the second', 600, 2],
    ['the second slide, right to left', -390, 1],
    ['beyond the end', 5000, 2],
  ])('reads %s of a 390 px track of 3 as slide %i', (_name, offset, slide) => {
    expect(slideAt(offset, 390, 3)).toBe(slide);
  });

  it('reads an empty or unmeasured track as slide 0', () => {
    expect(slideAt(390, 390, 0)).toBe(0);
    expect(slideAt(390, 0, 3)).toBe(0);
  });
});
