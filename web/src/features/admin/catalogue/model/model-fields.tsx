import { Checkbox, Field, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { formatDecimal, fromMillimetres, parseMillimetres } from '@cutshop/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n/translate-message';

/** The ids of a field's lines under its input, named by the input's aria-describedby. */
function useFieldIds() {
  const id = useId();
  return { control: id, helperText: `${id}-hint`, errorText: `${id}-error` };
}

/** aria-describedby of an input: its hint and its message, when shown. */
function describedBy(
  ids: ReturnType<typeof useFieldIds>,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  const lines = [hint && ids.helperText, error && ids.errorText].filter(Boolean);
  return lines.length > 0 ? lines.join(' ') : undefined;
}

/** The text of a millimetre value in its input; '' for a value that is not a number. */
const numberText = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** The number a millimetre entry holds; NaN when it is empty or not a number. */
const readNumber = (text: string) => parseMillimetres(text) ?? Number.NaN;

interface MillimetreFieldCommon {
  label: string;
  /** The message under the field, translated. */
  error?: string;
  hint?: string;
  /** Shows the value in inches beside the unit. */
  inches?: boolean;
  disabled?: boolean;
}

type MillimetreFieldProps = MillimetreFieldCommon &
  (
    | {
        optional?: false;
        /** Millimetres; NaN while the entry is empty or unreadable. */
        value: number;
        /** Called with the number typed, or NaN for an empty or unreadable entry. */
        onChange: (value: number) => void;
      }
    | {
        /** The field may be left empty: the rule's default applies (shown as the placeholder). */
        optional: true;
        /** Millimetres; undefined when left empty, NaN while the entry is unreadable. */
        value: number | undefined;
        onChange: (value: number | undefined) => void;
        /** The default an empty field stands for, shown in it. */
        placeholder: string;
      }
  );

/**
 * A length in millimetres (a whole number or a decimal), kept as typed while the person types:
 * an empty or unreadable entry is NaN in the model, which the model's rules refuse. With
 * `inches`, the value in inches is hinted beside it.
 */
export function MillimetreField(props: MillimetreFieldProps) {
  const { label, error, hint, inches = false, disabled } = props;
  const value = props.value ?? Number.NaN;
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const ids = useFieldIds();
  const [text, setText] = useState(() => numberText(value));
  const [shown, setShown] = useState(value);
  // A value changed from outside (another model loaded) replaces the entry; one this field sent
  // keeps the text as typed ("600." stays "600.").
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(readNumber(text), value)) setText(numberText(value));
  }
  const inchHint =
    inches && Number.isFinite(value)
      ? t('catalogueModel.inches', { value: formatDecimal(fromMillimetres(value, 'in')) })
      : undefined;
  const hints = [inchHint, hint].filter(Boolean).join(' · ') || undefined;
  const empty = text.trim() === '';
  // An entry that is no number says so, before what the model's rules make of its NaN; an
  // optional field may stay empty.
  const entryError =
    Number.isNaN(value) && !(props.optional === true && empty)
      ? translateMessage(tShared, empty ? 'Required' : 'invalidFormat')
      : undefined;
  const shownError = entryError ?? error;
  return (
    <Field.Root ids={ids} invalid={Boolean(shownError)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={text}
        inputMode="decimal"
        autoComplete="off"
        placeholder={props.optional === true ? props.placeholder : undefined}
        aria-describedby={describedBy(ids, hints, shownError)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = readNumber(next);
          setShown(number);
          if (props.optional === true) props.onChange(next.trim() === '' ? undefined : number);
          else props.onChange(number);
        }}
      />
      {hints && <Field.HelperText>{hints}</Field.HelperText>}
      {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** One choice of a few, as a native select (keyboard and screen readers know it). */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
  error,
  hint,
  disabled,
}: ChoiceFieldProps) {
  const ids = useFieldIds();
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** A yes/no setting as a checkbox, its message under it. */
export function CheckField({ label, checked, onChange, error, disabled }: CheckFieldProps) {
  const errorId = useId();
  return (
    <chakra.div>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        disabled={disabled}
        invalid={Boolean(error)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <chakra.p id={errorId} color="fg.error" textStyle="sm" mt="1">
          {error}
        </chakra.p>
      )}
    </chakra.div>
  );
}
