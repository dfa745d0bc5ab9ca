import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { quantityStepperRecipe } from './quantity-stepper.recipe';

export interface QuantityStepperProps {
  /** The field's label, e.g. 'Quantity'. */
  label: string;
  /** The current count. */
  value: number;
  /** Called with the new count. */
  onChange: (value: number) => void;
  /** Accessible name of the minus button, e.g. 'Decrease quantity'. */
  decrementLabel: string;
  /** Accessible name of the plus button, e.g. 'Increase quantity'. */
  incrementLabel: string;
  /** The lowest count; minus stops there (1 for an item's quantity). */
  min?: number;
  /** The input's name, for forms that read the value by name. */
  name?: string;
}

/** A count with minus and plus: minus never goes below `min`, plus adds one. */
export function QuantityStepper({
  label,
  value,
  onChange,
  decrementLabel,
  incrementLabel,
  min = 1,
  name,
}: QuantityStepperProps) {
  const recipe = useSlotRecipe({ key: 'quantityStepper', recipe: quantityStepperRecipe });
  const styles = recipe();
  const labelId = useId();
  const atMinimum = value <= min;
  return (
    <chakra.div css={styles.root} role="group" aria-labelledby={labelId}>
      <chakra.span css={styles.label} id={labelId}>
        {label}
      </chakra.span>
      <chakra.div css={styles.controls}>
        <chakra.button
          type="button"
          css={styles.button}
          aria-label={decrementLabel}
          // aria-disabled rather than disabled: the button keeps focus when the count reaches `min`.
          aria-disabled={atMinimum}
          onClick={() => {
            if (!atMinimum) onChange(value - 1);
          }}
        >
          −
        </chakra.button>
        <chakra.output css={styles.value} aria-live="polite" aria-labelledby={labelId}>
          {value}
        </chakra.output>
        <chakra.button
          type="button"
          css={styles.button}
          aria-label={incrementLabel}
          onClick={() => onChange(value + 1)}
        >
          +
        </chakra.button>
      </chakra.div>
      {name && <input type="hidden" name={name} value={value} />}
    </chakra.div>
  );
}
