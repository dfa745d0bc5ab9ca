import { chakra, Flex } from '@chakra-ui/react';
import type { Item, StoredOrder, Unit } from '@cutshop/domain';
import type { ItemBuild } from '@cutshop/domain/production';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayUnitToggle } from '../../../components/display-unit-toggle';
import { useCatalogueNames, type ItemNames } from '../../../lib/items/use-catalogue-names';
import { useItemTexts } from '../../../lib/items/use-item-texts';
import { orderCatalogueQuery } from '../api/get-production';
import { ItemDrawing } from './item-drawing';

/**
 * The table's look: a table from md up and on paper, one card per item on a phone. Chakra's
 * responsive values apply to screens only, so the printed table is spelled out for print. The
 * cells keep their table roles when a phone shows them as blocks.
 */
const hiddenHead = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;
const shownHead = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  overflow: 'visible',
  clip: 'auto',
  whiteSpace: 'normal',
} as const;

const tableCss = {
  width: '100%',
  borderCollapse: 'collapse',
  '& thead': hiddenHead,
  '& tr': { display: 'block', py: '3', borderTopWidth: '1px', borderColor: 'border' },
  '& td': { display: 'block', py: '1' },
  '& [data-cell-label]': { display: 'block', fontSize: 'sm', color: 'fg.muted' },
  md: {
    '& thead': { ...shownHead, display: 'table-header-group' },
    '& tr': { display: 'table-row', py: 0 },
    '& th, & td': {
      display: 'table-cell',
      px: '3',
      py: '2',
      verticalAlign: 'top',
      textAlign: 'start',
    },
    '& th': {
      fontSize: 'sm',
      color: 'fg.muted',
      fontWeight: 'medium',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    '& [data-cell-label]': { display: 'none' },
  },
  '@media print': {
    fontSize: '10pt',
    // The header row repeats on every page the table runs over.
    '& thead': { ...shownHead, display: 'table-header-group' },
    '& tr': { display: 'table-row', breakInside: 'avoid' },
    '& th, & td': {
      display: 'table-cell',
      px: '2',
      py: '1.5',
      verticalAlign: 'top',
      textAlign: 'start',
      borderWidth: '1px',
      borderColor: 'gray.400',
    },
    '& [data-cell-label]': { display: 'none' },
  },
} as const;

/**
 * On paper an item's options run on as one paragraph ("Material: Cabinet · Screw assembly: Yes
 * · ..."), so an item takes a few lines, not one line per option.
 */
const printedOptions = {
  '@media print': {
    display: 'block',
    fontSize: '9pt',
    '& > div, & dt, & dd': { display: 'inline' },
    '& dt': { color: 'inherit' },
    '& dt::after': { content: '": "' },
    '& > div:not(:last-of-type) dd::after': { content: '"  ·  "' },
  },
} as const;

function CellLabel({ children }: { children: string }) {
  return (
    <chakra.span data-cell-label="" aria-hidden="true">
      {children}
    </chakra.span>
  );
}

function ItemRow({
  item,
  index,
  unit,
  display,
  build,
  names,
}: {
  item: Item;
  index: number;
  unit: Unit;
  display: Unit;
  /** Its category, type and model names in the page's language. */
  names: ItemNames;
  /** What production makes of the item, for its drawing; absent until the catalogue is read. */
  build?: ItemBuild;
}) {
  const { t } = useTranslation('admin');
  const { sizeOf, optionsOf } = useItemTexts();
  const options = optionsOf(item, unit, display);
  const size = sizeOf(item, unit, display);
  return (
    <tr role="row">
      <td role="cell">
        <CellLabel>{t('detail.items.number')}</CellLabel>
        {index + 1}
      </td>
      <td role="cell">
        <CellLabel>{t('detail.items.item')}</CellLabel>
        <chakra.span display="block" fontWeight="semibold">
          {[names.category, names.type, names.model].join(' / ')}
        </chakra.span>
        <chakra.span display="block" color="fg.muted">
          {item.description}
        </chakra.span>
        {build && <ItemDrawing build={build} unit={display} />}
      </td>
      <td role="cell">
        <CellLabel>{`${t('detail.items.size')} (${t(item.z > 0 ? 'detail.items.sizeWHD' : 'detail.items.sizeWH')})`}</CellLabel>
        <chakra.span whiteSpace="nowrap">{size}</chakra.span>
      </td>
      <td role="cell">
        <CellLabel>{t('detail.items.quantity')}</CellLabel>
        {item.quantity}
      </td>
      <td role="cell">
        <CellLabel>{t('detail.items.options')}</CellLabel>
        {options.length === 0 ? (
          t('detail.items.noOptions')
        ) : (
          <chakra.dl
            m="0"
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="3"
            rowGap="0.5"
            fontSize="sm"
            css={printedOptions}
          >
            {options.map((option) => (
              <chakra.div key={option.field} display="contents">
                <chakra.dt color="fg.muted">{option.label}</chakra.dt>
                <chakra.dd m="0">{option.value}</chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
        )}
      </td>
    </tr>
  );
}

/**
 * The order's items as a work-order table: model path (category / type / model), description
 * and front view drawing, size in the chosen unit, quantity, and every option that is set in
 * words. The names are those of the order's own catalogue (GET /api/orders/:uuid/catalogue) in
 * the page's language; the stored (English) ones while it loads or when it has none.
 */
export function OrderItems({
  order,
  display,
  onDisplayChange,
  builds,
}: {
  order: StoredOrder;
  display: Unit;
  onDisplayChange: (unit: Unit) => void;
  /** Each item's build by its 1-based index, for the drawings (empty: no drawings). */
  builds: ReadonlyMap<number, ItemBuild>;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const names = useCatalogueNames(useQuery(orderCatalogueQuery(order.uuid)).data);
  return (
    <chakra.section
      aria-labelledby={headingId}
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="surface.card"
      css={{ '@media print': { borderColor: 'gray.400', breakBefore: 'auto' } }}
    >
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="3">
        <chakra.h2 id={headingId} fontSize="md" fontWeight="semibold" css={{ breakAfter: 'avoid' }}>
          {t('detail.items.title', { count: order.cabinets.length })}
        </chakra.h2>
        <DisplayUnitToggle
          value={display}
          onChange={onDisplayChange}
          label={t('detail.units.show')}
          unitNames={{ mm: t('detail.units.long.mm'), in: t('detail.units.long.in') }}
          hideWhenPrinted
        />
      </Flex>
      <chakra.table role="table" css={tableCss} aria-labelledby={headingId}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('detail.items.number')}
            </th>
            <th scope="col" role="columnheader">
              {t('detail.items.item')}
            </th>
            <th scope="col" role="columnheader">
              {t('detail.items.size')} (
              {t(
                order.cabinets.some((item) => item.z > 0)
                  ? 'detail.items.sizeWHD'
                  : 'detail.items.sizeWH',
              )}
              )
            </th>
            <th scope="col" role="columnheader">
              {t('detail.items.quantity')}
            </th>
            <th scope="col" role="columnheader">
              {t('detail.items.options')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {order.cabinets.map((item, index) => (
            <ItemRow
              key={`${index}-${item.cabinet.id}`}
              item={item}
              index={index}
              unit={order.unit}
              display={display}
              build={builds.get(index + 1)}
              names={names.ofItem(item)}
            />
          ))}
        </tbody>
      </chakra.table>
    </chakra.section>
  );
}
