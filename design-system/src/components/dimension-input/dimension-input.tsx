import { Field, Input, InputGroup, chakra, useSlotRecipe } from '@chakra-ui/react';
import type { Unit } from '@cutshop/domain';
import { useId, useState, type FocusEvent } from 'react';
import { decimalReading, millimetreTextOnBlur } from './dimension-entry';
import { dimensionInputRecipe } from './dimension-input.recipe';

export interface DimensionInputProps {
  /** The field's label, e.g. 'Width'. */
  label: string;
  /** The order's unit; ignored when `mmOnly` is set. */
  unit: Unit;
  /** The text in the field, exactly as entered (a controlled input). */
  value: string;
  /**
   * Called with the new text on every change, and with the reformatted text on blur in
   * millimetres. Focusing a millimetre field does not call it: the field only shows empty.
   */
  onChange: (value: string) => void;
  /** Called after the field loses focus (and after the millimetre reformat). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the field gets focus (before a millimetre field clears). */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The message to show under the field ('invalid format', 'out of parameters', 'required'). */
  error?: string;
  /** Millimetres whatever the order's unit (C and J profile sizes). */
  mmOnly?: boolean;
  /** A hint under the field, e.g. 'C profile height: 74 mm'. */
  hint?: string;
  /** The input's name (form libraries key the value by it). */
  name?: string;
  /** Marks the field required. */
  required?: boolean;
  /** Disables the field. */
  disabled?: boolean;
  /** The inch confirmation line for a two-decimal value; `= 1.25 in ✓` when absent. */
  confirmationText?: (decimal: string, unit: Unit) => string;
}

const defaultConfirmation = (decimal: string, unit: Unit) => `= ${decimal} ${unit} ✓`;

/**
 * A length input that follows the item form's rules. In millimetres it clears on focus and shows
 * two decimals on blur; left empty without anything typed, it shows its value again (the value
 * never changed, so tabbing through a form loses nothing and no message flashes). A field the
 * person types in and then erases stays empty. In inches it keeps the customer's entry (whole,
 * decimal, `3/4`, `1 1/4`) and confirms the two-decimal value beneath it.
 */
export function DimensionInput({
  label,
  unit,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  mmOnly = false,
  hint,
  name,
  required,
  disabled,
  confirmationText = defaultConfirmation,
}: DimensionInputProps) {
  const recipe = useSlotRecipe({ key: 'dimensionInput', recipe: dimensionInputRecipe });
  const styles = recipe();
  const fieldUnit: Unit = mmOnly ? 'mm' : unit;
  const inches = fieldUnit === 'in';
  const reading = inches && !error ? decimalReading(value, fieldUnit) : null;
  const id = useId();
  // Focused in millimetres and nothing typed yet: the input shows empty, `value` is untouched.
  const [cleared, setCleared] = useState(false);
  const shown = cleared ? '' : value;
  const ids = { control: id, helperText: `${id}-hint`, errorText: `${id}-error` };
  const confirmationId = `${id}-confirmation`;
  // Chakra's field points at the error with aria-errormessage only, which few screen readers
  // read; naming every line under the input in aria-describedby makes all of them heard.
  const describedBy = [
    reading !== null && confirmationId,
    hint && ids.helperText,
    error && ids.errorText,
  ].filter(Boolean);

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    onFocus?.(event);
    if (!inches && value !== '') setCleared(true);
  }

  function handleChange(text: string) {
    setCleared(false);
    onChange(text);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    if (cleared) {
      // Left empty: the previous value shows again, read out as the field's value.
      setCleared(false);
    } else if (!inches) {
      const formatted = millimetreTextOnBlur(value);
      if (formatted !== value) onChange(formatted);
    }
    onBlur?.(event);
  }

  return (
    <Field.Root
      css={styles.root}
      ids={ids}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup endElement={<chakra.span css={styles.unit}>{fieldUnit}</chakra.span>}>
        <Input
          css={styles.input}
          name={name}
          value={shown}
          inputMode={inches ? 'text' : 'decimal'}
          autoComplete="off"
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onChange={(event) => handleChange(event.target.value)}
          onFocus={handleFocus}
          onBlur={handleBlur}
        />
      </InputGroup>
      {inches && (
        // Present while in inches, empty or not, so screen readers hear each new confirmation.
        <chakra.div id={confirmationId} aria-live="polite" css={styles.confirmation}>
          {reading !== null ? confirmationText(reading, fieldUnit) : null}
        </chakra.div>
      )}
      {hint && <Field.HelperText css={styles.hint}>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
