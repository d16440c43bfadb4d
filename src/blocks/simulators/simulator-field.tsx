import { cx } from '../../common/class-names';

export interface SliderProps {
  min: number;
  max: number;
  step: number;
  value: number;
  /** What a screen reader says for the slider's value ("US$5,000.00", "36 meses"). */
  valueText: string;
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
  inputMode: 'decimal' | 'numeric';
  slider?: SliderProps | undefined;
}

/**
 * A figure the visitor types, and optionally drags (docs/behaviour.md §2.25): the message for a wrong entry
 * sits under the field and is tied to it (aria-describedby, aria-invalid), so a screen reader reads it with
 * the field. Text, not type="number": a browser's number field drops what it cannot parse ("10,000"), and
 * the visitor would not learn why.
 */
export function SimulatorField({ id, label, hint, value, onChange, error, inputMode, slider }: Props) {
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
      />
      {slider && (
        <input
          type="range"
          className="simulator-range"
          aria-labelledby={labelId}
          aria-valuetext={slider.valueText}
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={Math.min(slider.max, Math.max(slider.min, slider.value))}
          onChange={(event) => slider.onChange(Number(event.target.value))}
        />
      )}
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
