/**
 * The amount slider's step: about a hundredth of the range, in round figures (1, 2 or 5 times a power of ten:
 * US$10, 20, 50, 100…) that divide the range, so arrow keys move in round figures, the slider never has
 * thousands of stops, and its ends are the minimum and the maximum exactly.
 */
import type { Cents } from './money';

const oneDollar: Cents = 100;

export function sliderStep(min: Cents, max: Cents): Cents {
  const range = max - min;
  // Content's schema keeps amounts far below this; the guard makes sure no figure can make the loop below
  // run for ever (Infinity / 10 is Infinity) or on powers of ten too large to divide exactly.
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || range <= 0) return oneDollar;
  const target = range / 100;
  for (
    let power = 10 ** Math.floor(Math.log10(Math.max(target, oneDollar)));
    power >= oneDollar;
    power /= 10
  ) {
    for (const factor of [5, 2, 1]) {
      const step = factor * power;
      if (step <= Math.max(target, oneDollar) && range % step === 0) return step;
    }
  }
  // Limits with cents: a cent is the only step that reaches both ends.
  return 1;
}
