import { useState } from 'react';
import { cx } from '../../common/class-names';
import { sliderPosition, snapToStop, type SliderScale } from './slider-position';

export interface SliderProps extends SliderScale {
  /** The figure the field's text reads as, within the limits or not; undefined when it reads as none. */
  value: number | undefined;
  /** What a screen reader says for a slider's value ("US$5,000.00", "36 meses"). */
  valueText: (value: number) => string;
  /** A stop the visitor moved the slider to. */
  onChange: (value: number) => void;
}

interface Props {
  id: string;
  label: string;
  /** The accepted range, always shown under the field. */
  hint: string;
  value: string;
  onChange: (text: string) => void;
  /** The message for the last thing typed; unset while it is valid. */
  error?: string | undefined;
  /**
   * The value written as the defaults are ("10,000.00" for "10000"), while the field's value is valid: it
   * replaces what was typed when the visitor leaves the field, never while typing (issue 40).
   */
  formatted?: string | undefined;
  inputMode: 'decimal' | 'numeric';
  slider?: SliderProps | undefined;
}

/**
 * A figure the visitor types, and optionally drags (docs/behaviour.md §2.25): the message for a wrong entry
 * sits under the field and is tied to it (aria-describedby, aria-invalid), so a screen reader reads it with
 * the field. Text, not type="number": a browser's number field drops what it cannot parse ("10,000"), and
 * the visitor would not learn why.
 */
export function SimulatorField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  formatted,
  inputMode,
  slider,
}: Props) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="simulator-field">
      <label id={labelId} htmlFor={id} className="simulator-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        className={cx('simulator-input', error && 'is-invalid')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (formatted !== undefined && formatted !== value) onChange(formatted);
        }}
      />
      {slider && <FieldSlider labelId={labelId} slider={slider} />}
      {error && (
        <p id={errorId} className="simulator-error">
          {error}
        </p>
      )}
      <p id={hintId} className="simulator-hint">
        {hint}
      </p>
    </div>
  );
}

/**
 * The field's slider, on the figure typed (slider-position.ts). While the text is no figure ("", "abc") it
 * stays where it was rather than jump to an end.
 */
function FieldSlider({ labelId, slider }: { labelId: string; slider: SliderProps }) {
  // The last figure the text read as, kept in state as React's "value from the previous render" pattern.
  const [last, setLast] = useState(slider.value ?? slider.min);
  if (slider.value !== undefined && slider.value !== last) setLast(slider.value);
  const position = sliderPosition(slider.value ?? last, slider);
  return (
    <input
      type="range"
      className="simulator-range"
      aria-labelledby={labelId}
      aria-valuetext={slider.valueText(position.value)}
      min={slider.min}
      max={slider.max}
      step={position.onStop ? slider.step : 'any'}
      value={position.value}
      onChange={(event) => slider.onChange(snapToStop(Number(event.target.value), slider))}
    />
  );
}
