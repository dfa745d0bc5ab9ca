import { Button, Field, Input, NativeSelect, chakra, useSlotRecipe } from '@chakra-ui/react';
import {
  DATE_FILTER_CHOICES,
  ORDER_STATUSES,
  UUID_FILTER_MIN_LENGTH,
  type DateFilterChoice,
  type OrderStatus,
} from '@cutshop/domain';
import { orderFilterBarRecipe } from './order-filter-bar.recipe';

/** The filter bar's value: what the person chose, before the app debounces and applies it. */
export interface OrderFilterValue {
  /** The ID text as typed; the app applies it only from `UUID_FILTER_MIN_LENGTH` characters. */
  uuid: string;
  /** The Date choice; '' means all dates. The app turns it into a range (`dateRangeFor`). */
  date: DateFilterChoice;
  /** One status, or '' for all five. */
  status: OrderStatus | '';
}

/** An empty filter: every order. */
export const EMPTY_ORDER_FILTER: OrderFilterValue = { uuid: '', date: '', status: '' };

/** The filter bar's visible texts, translated by the app. */
export interface OrderFilterTexts {
  /** Label of the ID field, e.g. 'ID'. */
  idLabel: string;
  /** Placeholder of the ID field, e.g. 'Search by order ID'. */
  idPlaceholder: string;
  /** Hint under the ID field, e.g. 'Type at least 5 characters'. */
  idHint: string;
  /** Label of the Date select, e.g. 'Date'. */
  dateLabel: string;
  /** Names of the Date choices; '' is the "all dates" choice. */
  dateChoices: Record<DateFilterChoice, string>;
  /** Label of the Status select, e.g. 'Status'. */
  statusLabel: string;
  /** The "all statuses" choice, e.g. 'All'. */
  allStatuses: string;
  /** Translated status names; the status itself when one is missing. */
  statusNames?: Partial<Record<OrderStatus, string>>;
  /** Text of the clear action, e.g. 'Clear filters'. */
  clear: string;
}

export interface OrderFilterBarProps {
  /** The current filters (controlled). */
  value: OrderFilterValue;
  /** Called with the whole new value on every change (typing, choosing). */
  onChange: (value: OrderFilterValue) => void;
  /** Called by the clear action; the app resets the filters (usually to `EMPTY_ORDER_FILTER`). */
  onClear: () => void;
  /** The visible texts. */
  texts: OrderFilterTexts;
  /** Orders per status, shown next to each status choice when given, e.g. 'Pending (12)'. */
  statusCounts?: Partial<Record<OrderStatus, number>>;
  /** Accessible name of the filter group, e.g. 'Filter orders'. */
  label: string;
}

const DATE_OPTIONS: readonly DateFilterChoice[] = [...DATE_FILTER_CHOICES, ''];

/**
 * The admin order list's filters: ID text, Date and Status selects (native, so keyboard and
 * screen readers get the platform's own behaviour) and a clear action. Presentational: the app
 * holds the value, debounces it and asks the server.
 */
export function OrderFilterBar({
  value,
  onChange,
  onClear,
  texts,
  statusCounts,
  label,
}: OrderFilterBarProps) {
  const idLength = value.uuid.trim().length;
  const idPending = idLength > 0 && idLength < UUID_FILTER_MIN_LENGTH;
  const recipe = useSlotRecipe({ key: 'orderFilterBar', recipe: orderFilterBarRecipe });
  const styles = recipe({ idPending });
  const statusName = (status: OrderStatus) => {
    const name = texts.statusNames?.[status] ?? status;
    const count = statusCounts?.[status];
    return count === undefined ? name : `${name} (${count})`;
  };

  return (
    <chakra.div css={styles.root} role="group" aria-label={label}>
      <Field.Root css={styles.field}>
        <Field.Label css={styles.label}>{texts.idLabel}</Field.Label>
        <Input
          type="search"
          value={value.uuid}
          placeholder={texts.idPlaceholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ ...value, uuid: event.target.value })}
        />
        <Field.HelperText css={styles.hint} data-pending={idPending || undefined}>
          {texts.idHint}
        </Field.HelperText>
      </Field.Root>
      <Field.Root css={styles.field}>
        <Field.Label css={styles.label}>{texts.dateLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.date}
            onChange={(event) => {
              const date = DATE_OPTIONS.find((choice) => choice === event.target.value) ?? '';
              onChange({ ...value, date });
            }}
          >
            {DATE_OPTIONS.map((choice) => (
              <option key={choice} value={choice}>
                {texts.dateChoices[choice]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root css={styles.field}>
        <Field.Label css={styles.label}>{texts.statusLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.status}
            onChange={(event) => {
              const status = ORDER_STATUSES.find((choice) => choice === event.target.value) ?? '';
              onChange({ ...value, status });
            }}
          >
            <option value="">{texts.allStatuses}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusName(status)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button css={styles.clear} variant="outline" colorPalette="brand" onClick={onClear}>
        {texts.clear}
      </Button>
    </chakra.div>
  );
}
