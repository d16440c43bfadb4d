/**
 * Where a field's slider stands (issue 40): on the figure the field holds, never on another one. A figure
 * outside the slider's ends puts it at the nearer end; a figure between two of its stops ("20.5" years,
 * US$12,345.67 with stops every US$200) is shown where it is, with no stops (`step="any"`), because a range
 * input moves any value to its nearest stop ("20.5" showed 21, and while it was an error, 5); the slider's
 * own moves then land on a stop again (snapToStop).
 */
import { readAmount } from './visitor-input';
import type { Cents } from './money';

export interface SliderScale {
  min: number;
  max: number;
  step: number;
}

export interface SliderPosition {
  value: number;
  /** The value is one of the slider's stops: the slider keeps its step. */
  onStop: boolean;
}

export function sliderPosition(value: number, { min, max, step }: SliderScale): SliderPosition {
  const clamped = Math.min(max, Math.max(min, value));
  return { value: clamped, onStop: (clamped - min) % step === 0 };
}

/** The stop nearest a value the slider reported (dragged or moved by a key while it had no stops). */
export function snapToStop(value: number, { min, max, step }: SliderScale): number {
  const stop = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stop));
}

/**
 * The amount a money field's text reads as, inside its limits or not (its slider then sits at an end);
 * undefined when the text is no amount at all ("", "abc", "-5"): the slider then stays where it was.
 */
export function amountOnSlider(text: string): Cents | undefined {
  const read = readAmount(text, { min: 0 });
  return read.ok ? read.value : undefined;
}

/** The count a term field's text reads as ("20", "20.5", "20,5"); undefined when it is no number. */
export function countOnSlider(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}
