import { Button, Field, Input, NativeSelect, chakra, useSlotRecipe } from '@chakra-ui/react';
import {
  DATE_FILTER_CHOICES,
  NAME_FILTER_MIN_LENGTH,
  ORDER_STATUSES,
  UUID_FILTER_MIN_LENGTH,
  type DateFilterChoice,
  type OrderStatus,
} from '@cutshop/domain';
import { useId, useRef, useState } from 'react';
import { orderFilterBarRecipe } from './order-filter-bar.recipe';

/** The filter bar's value: what the person chose, before the app debounces and applies it. */
export interface OrderFilterValue {
  /** The ID text as typed; the app applies it only from `UUID_FILTER_MIN_LENGTH` characters. */
  uuid: string;
  /** Customer name text as typed; applied from `NAME_FILTER_MIN_LENGTH` characters. */
  customer: string;
  /** Order name text as typed; applied from `NAME_FILTER_MIN_LENGTH` characters. */
  orderName: string;
  /** The Date choice; '' means all dates. The app turns it into a range (`dateRangeFor`). */
  date: DateFilterChoice;
  /** One status, or '' for all five. */
  status: OrderStatus | '';
}

/** An empty filter: every order. */
export const EMPTY_ORDER_FILTER: OrderFilterValue = {
  uuid: '',
  customer: '',
  orderName: '',
  date: '',
  status: '',
};

/** The filter bar's visible texts, translated by the app. */
export interface OrderFilterTexts {
  /** Label of the ID field, e.g. 'ID'. */
  idLabel: string;
  /** Placeholder of the ID field, e.g. 'Search by order ID'. */
  idPlaceholder: string;
  /** Hint under the ID field, e.g. 'Type at least 5 characters'. */
  idHint: string;
  /** Label of the customer name field, e.g. 'Customer'. */
  customerLabel: string;
  /** Label of the order name field, e.g. 'Order name'. */
  orderNameLabel: string;
  /** Hint under the two name fields, e.g. 'Part of the name, at least 2 characters'. */
  nameHint: string;
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
  /** The button that shows and hides the fields on a phone, e.g. 'Filters'. */
  toggle: string;
  /** Accessible name of the list of active filters, e.g. 'Active filters'. */
  activeFilters: string;
  /** Start of a chip's accessible name, before the filter it removes, e.g. 'Remove filter'. */
  removeFilter: string;
}

export interface OrderFilterBarProps {
  /** The current filters (controlled). */
  value: OrderFilterValue;
  /** Called with the whole new value on every change (typing, choosing, removing a chip). */
  onChange: (value: OrderFilterValue) => void;
  /** Called by the clear action; the app resets the filters (usually to `EMPTY_ORDER_FILTER`). */
  onClear: () => void;
  /** The visible texts. */
  texts: OrderFilterTexts;
  /** Orders per status, shown next to each status choice when given, e.g. 'Pending (12)'. */
  statusCounts?: Partial<Record<OrderStatus, number>>;
  /** Accessible name of the filter group, e.g. 'Filter orders'. */
  label: string;
  /** Whether the fields start open on a phone; closed unless told. */
  defaultOpen?: boolean;
}

const DATE_OPTIONS: readonly DateFilterChoice[] = [...DATE_FILTER_CHOICES, ''];

type FilterKey = keyof OrderFilterValue;

interface Chip {
  key: FilterKey;
  text: string;
}

/** The filters that differ from "every order", as chips: 'Status: Pending'. */
function activeChips(value: OrderFilterValue, texts: OrderFilterTexts): Chip[] {
  const chips: Chip[] = [];
  const add = (key: FilterKey, label: string, shown: string) => {
    if (shown.trim() !== '') chips.push({ key, text: `${label}: ${shown.trim()}` });
  };
  add('uuid', texts.idLabel, value.uuid);
  add('customer', texts.customerLabel, value.customer);
  add('orderName', texts.orderNameLabel, value.orderName);
  if (value.date !== '') add('date', texts.dateLabel, texts.dateChoices[value.date]);
  if (value.status !== '') {
    add('status', texts.statusLabel, texts.statusNames?.[value.status] ?? value.status);
  }
  return chips;
}

function pending(text: string, minLength: number): boolean {
  const length = text.trim().length;
  return length > 0 && length < minLength;
}

/**
 * The admin order list's filters: ID, customer and order name texts, Date and Status selects
 * (native, so keyboard and screen readers get the platform's own behaviour) and a clear
 * action. On a phone the fields sit behind one Filters button (`aria-expanded`), and the active
 * filters show beside it as chips a tap removes. Presentational: the app holds the value,
 * debounces it and asks the server.
 */
export function OrderFilterBar({
  value,
  onChange,
  onClear,
  texts,
  statusCounts,
  label,
  defaultOpen = false,
}: OrderFilterBarProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const recipe = useSlotRecipe({ key: 'orderFilterBar', recipe: orderFilterBarRecipe });
  const styles = recipe({ open });
  const chips = activeChips(value, texts);
  const statusName = (status: OrderStatus) => {
    const name = texts.statusNames?.[status] ?? status;
    const count = statusCounts?.[status];
    return count === undefined ? name : `${name} (${count})`;
  };

  const remove = (key: FilterKey, at: number) => {
    onChange({ ...value, [key]: '' });
    // Focus stays in the chips (the next one, else the one before), else on the Filters button.
    requestAnimationFrame(() => {
      const left = chipsRef.current?.querySelectorAll('button') ?? [];
      const next = left[Math.min(at, left.length - 1)];
      if (next) next.focus();
      else toggleRef.current?.focus();
    });
  };

  const textField = (key: 'uuid' | 'customer' | 'orderName', fieldLabel: string) => (
    <Field.Root css={styles.field}>
      <Field.Label css={styles.label}>{fieldLabel}</Field.Label>
      <Input
        type="search"
        value={value[key]}
        placeholder={key === 'uuid' ? texts.idPlaceholder : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      />
      <Field.HelperText
        css={styles.hint}
        data-pending={
          pending(value[key], key === 'uuid' ? UUID_FILTER_MIN_LENGTH : NAME_FILTER_MIN_LENGTH) ||
          undefined
        }
      >
        {key === 'uuid' ? texts.idHint : texts.nameHint}
      </Field.HelperText>
    </Field.Root>
  );

  return (
    <chakra.div css={styles.root} role="group" aria-label={label}>
      <chakra.div css={styles.bar}>
        <Button
          ref={toggleRef}
          css={styles.toggle}
          variant="outline"
          colorPalette="brand"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {chips.length > 0 ? `${texts.toggle} (${chips.length})` : texts.toggle}
        </Button>
        {chips.length > 0 && (
          <chakra.ul css={styles.chips} ref={chipsRef} aria-label={texts.activeFilters}>
            {chips.map((chip, at) => (
              <li key={chip.key}>
                <chakra.button
                  type="button"
                  css={styles.chip}
                  aria-label={`${texts.removeFilter}: ${chip.text}`}
                  onClick={() => remove(chip.key, at)}
                >
                  {chip.text}
                  <span aria-hidden="true">✕</span>
                </chakra.button>
              </li>
            ))}
          </chakra.ul>
        )}
      </chakra.div>
      <chakra.div css={styles.panel} id={panelId} data-state={open ? 'open' : 'closed'}>
        {textField('uuid', texts.idLabel)}
        {textField('customer', texts.customerLabel)}
        {textField('orderName', texts.orderNameLabel)}
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
    </chakra.div>
  );
}
