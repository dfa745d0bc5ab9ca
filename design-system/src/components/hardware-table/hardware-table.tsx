import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { Unit } from '@cutshop/domain';
import {
  ACCESSORY_TYPES,
  ACCESSORY_UNITS,
  formatHardwareQuantity,
  type AccessoryType,
  type HardwareSummary,
  type HardwareWarning,
} from '@cutshop/domain/production';
import { useId, useState } from 'react';
import { hardwareTableRecipe } from './hardware-table.recipe';

/** How an accessory is counted: pieces, sets, or a length in the order's unit. */
export type HardwareAmountKind = (typeof ACCESSORY_UNITS)[AccessoryType];

/** A quantity to put in words: the number, its one-decimal text, how it is counted. */
export interface HardwareAmount {
  quantity: number;
  /** The quantity as docs/product.md §9 shows it: one decimal, a trailing zero dropped. */
  text: string;
  kind: HardwareAmountKind;
  /** The order's unit, which a length is given in. */
  unit: Unit;
}

/** The table's visible texts, translated by the app. */
export interface HardwareTableTexts {
  /** The heading, e.g. 'Hardware'. */
  title: string;
  /** Column headers: 'Accessory', 'Total'. */
  accessory: string;
  total: string;
  /** The disclosure button's text, e.g. 'Per cabinet' (its name adds the accessory: 'Per cabinet: Hinges'). */
  perCabinet: string;
  /** The breakdown's column headers: 'Item', 'Type', 'Quantity'. */
  item: string;
  type: string;
  quantity: string;
  /** Shown when the order needs no accessory at all. */
  empty: string;
  /** The heading of the warnings, e.g. 'Check before ordering'. */
  warningsTitle: string;
  /** The name of every accessory type, e.g. hinge: 'Hinges'. */
  accessoryNames: Record<AccessoryType, string>;
  /** A quantity with its unit, e.g. '12 pcs', '2 sets', '47.2 in'. */
  amount: (amount: HardwareAmount) => string;
  /** A warning in words; its English message when absent. */
  warning?: (warning: HardwareWarning) => string;
  /** An item's number in the breakdown, e.g. '#2'; the number itself when absent. */
  itemNumber?: (index: number) => string;
}

export interface HardwareTableProps {
  /** GET /api/orders/:uuid/hardware, as the server answers it. */
  summary: HardwareSummary;
  texts: HardwareTableTexts;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * The accessories an order needs (docs/product.md §2 and §3): one row per accessory type with a
 * total above zero, in the summary's type order, each with a disclosure button that shows which
 * items need how many. Warnings (an item the rules refuse to count) come first. Printed, every
 * breakdown is open.
 */
export function HardwareTable({ summary, texts, headingLevel = 'h2' }: HardwareTableProps) {
  const recipe = useSlotRecipe({ key: 'hardwareTable', recipe: hardwareTableRecipe });
  const styles = recipe();
  const Heading = chakra[headingLevel];
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<AccessoryType>>(() => new Set());
  const rows = ACCESSORY_TYPES.filter((type) => summary.accessories[type].total > 0);
  const amount = (type: AccessoryType, quantity: number) =>
    texts.amount({
      quantity,
      text: formatHardwareQuantity(quantity),
      kind: ACCESSORY_UNITS[type],
      unit: summary.unit,
    });
  const toggle = (type: AccessoryType) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  return (
    <chakra.section css={styles.root} aria-labelledby={`${baseId}-title`}>
      <Heading css={styles.title} id={`${baseId}-title`}>
        {texts.title}
      </Heading>
      {summary.warnings.length > 0 && (
        <chakra.div css={styles.warnings} role="note" aria-labelledby={`${baseId}-warnings`}>
          <chakra.p css={styles.warningsTitle} id={`${baseId}-warnings`}>
            {texts.warningsTitle}
          </chakra.p>
          <ul>
            {summary.warnings.map((warning, index) => (
              <li key={`${warning.index}-${warning.accessory}-${index}`}>
                {texts.warning?.(warning) ?? warning.message}
              </li>
            ))}
          </ul>
        </chakra.div>
      )}
      {rows.length === 0 ? (
        <chakra.p css={styles.empty}>{texts.empty}</chakra.p>
      ) : (
        <chakra.table css={styles.table} aria-labelledby={`${baseId}-title`}>
          <thead>
            <tr>
              <chakra.th css={styles.headCell} scope="col">
                {texts.accessory}
              </chakra.th>
              <chakra.th css={styles.headCell} scope="col" textAlign="end">
                {texts.total}
              </chakra.th>
              <chakra.td css={styles.headToggle} aria-hidden="true" />
            </tr>
          </thead>
          {rows.map((type) => {
            const entry = summary.accessories[type];
            const name = texts.accessoryNames[type];
            const expanded = open.has(type);
            const breakdownId = `${baseId}-${type}`;
            return (
              <tbody key={type} data-accessory={type}>
                <tr>
                  <chakra.th css={styles.nameCell} scope="row">
                    {name}
                  </chakra.th>
                  <chakra.td css={styles.totalCell}>{amount(type, entry.total)}</chakra.td>
                  <chakra.td css={styles.toggleCell}>
                    <chakra.button
                      type="button"
                      css={styles.toggle}
                      // The visible text first, then which accessory (WCAG 2.5.3, label in name).
                      aria-label={`${texts.perCabinet}: ${name}`}
                      aria-expanded={expanded}
                      aria-controls={breakdownId}
                      onClick={() => toggle(type)}
                    >
                      {texts.perCabinet}
                      <chakra.span css={styles.chevron}>
                        <ChevronIcon />
                      </chakra.span>
                    </chakra.button>
                  </chakra.td>
                </tr>
                <chakra.tr css={styles.breakdown} id={breakdownId} hidden={!expanded}>
                  <td colSpan={3}>
                    <chakra.table css={styles.lines} aria-label={`${name}: ${texts.perCabinet}`}>
                      <thead>
                        <tr>
                          <th scope="col">{texts.item}</th>
                          <th scope="col">{texts.type}</th>
                          <th scope="col">{texts.quantity}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {entry.cabinets.map((line) => (
                          <tr key={`${line.index}-${line.type}`}>
                            <td>{texts.itemNumber?.(line.index) ?? line.index}</td>
                            <td>{line.type}</td>
                            <td>{amount(type, line.quantity)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </chakra.table>
                  </td>
                </chakra.tr>
              </tbody>
            );
          })}
        </chakra.table>
      )}
    </chakra.section>
  );
}
