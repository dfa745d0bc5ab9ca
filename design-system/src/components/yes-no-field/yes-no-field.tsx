import { RadioGroup, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { RequiredMarker } from './required-marker';
import { yesNoFieldRecipe } from './yes-no-field.recipe';

/** The form value of a yes / no option: 'true', 'false', or '' while unanswered. */
export type YesNoValue = 'true' | 'false' | '';

export interface YesNoFieldProps {
  /** The question, e.g. 'Include door'. */
  label: string;
  /** The current answer. */
  value: YesNoValue;
  /** Called with 'true' or 'false' when the person answers. */
  onChange: (value: 'true' | 'false') => void;
  /** Called when focus leaves the choices (form libraries mark the field touched). */
  onBlur?: () => void;
  /** Text of the yes choice, e.g. 'Yes'. */
  yesLabel: string;
  /** Text of the no choice, e.g. 'No'. */
  noLabel: string;
  /** The message under the choices, e.g. 'required'. */
  error?: string;
  /** The radio inputs' name. */
  name?: string;
  /** Disables both choices. */
  disabled?: boolean;
  /** Marks the question as required: a visible asterisk and `aria-required` on the group. */
  required?: boolean;
}

/** A yes / no option of the item form, stored as the strings 'true' and 'false'. */
export function YesNoField({
  label,
  value,
  onChange,
  onBlur,
  yesLabel,
  noLabel,
  error,
  name,
  disabled,
  required = false,
}: YesNoFieldProps) {
  const recipe = useSlotRecipe({ key: 'yesNoField', recipe: yesNoFieldRecipe });
  const styles = recipe();
  const errorId = useId();
  const choices = [
    { value: 'true', label: yesLabel },
    { value: 'false', label: noLabel },
  ] as const;
  return (
    <RadioGroup.Root
      css={styles.root}
      value={value === '' ? null : value}
      onValueChange={(details) => {
        if (details.value === 'true' || details.value === 'false') onChange(details.value);
      }}
      onBlur={onBlur}
      name={name}
      disabled={disabled}
      colorPalette="brand"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <RadioGroup.Label css={styles.label}>
        {label}
        {/* Decorative: the group's aria-required says it to screen readers. */}
        {required && <RequiredMarker />}
      </RadioGroup.Label>
      <chakra.div css={styles.choices}>
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator css={styles.indicator} />
            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </chakra.div>
      {error && (
        <chakra.p css={styles.error} id={errorId}>
          {error}
        </chakra.p>
      )}
    </RadioGroup.Root>
  );
}
