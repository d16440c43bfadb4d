/**
 * The amount slider's step: about a hundredth of the range, rounded down to 1, 2 or 5 times a power of ten
 * (US$10, 20, 50, 100…), so arrow keys move in round figures and the slider never has thousands of stops.
 */
import type { Cents } from './money';

export function sliderStep(min: Cents, max: Cents): Cents {
  const target = (max - min) / 100;
  if (target < 100) return 100;
  const power = 10 ** Math.floor(Math.log10(target));
  const factor = [5, 2, 1].find((f) => f * power <= target) ?? 1;
  return factor * power;
}
