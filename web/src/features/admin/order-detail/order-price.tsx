import { Box, Button, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { PRINT_HIDDEN } from '@cutshop/design-system';
import {
  ACCESSORY_TYPES,
  formatMoney,
  payableTotal,
  type AccessoryType,
  type OrderStatus,
  type PriceAdjustmentInput,
  type PriceLine,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { priceOf } from '../api/get-order';
import { orderCatalogueQuery } from '../api/get-production';
import { ApproveDialog } from './approve-dialog';
import { useDateTime } from './use-date-time';
import type { ChangeOutcome } from './use-status-change';
import { PrintWithPaper } from './print-with-paper';
import { QUOTE_PAPERS, usePrintQuote, type QuotePaper } from './use-print-quote';

const ACCESSORIES: ReadonlySet<string> = new Set(ACCESSORY_TYPES);

/** A line's name in the page's language, from its kind and ref (docs/production/prices.md). */
function lineName(
  line: PriceLine,
  t: TFunction<'admin'>,
  materialName: (ref: string) => string | undefined,
): string {
  switch (line.kind) {
    case 'material':
      return materialName(line.ref) ?? line.description;
    case 'customMaterial':
      return line.ref === 'CUSTOM-CAB' || line.ref === 'CUSTOM-FIN'
        ? t(`prices.order.lines.customMaterial.${line.ref}`)
        : t('prices.order.lines.customMaterial.other');
    case 'backBoard':
      return t('prices.order.lines.backBoard', { thickness: line.ref.replace(/^BACK-/, '') });
    case 'drawerBoard':
      return t('prices.order.lines.drawerBoard', { thickness: line.ref.replace(/^DRAWER-/, '') });
    case 'hardware':
      return ACCESSORIES.has(line.ref)
        ? t(`production.hardware.names.${line.ref as AccessoryType}`)
        : line.description;
    case 'edgeBand':
    case 'assembly':
    case 'cutting':
    case 'minimumOrder':
      return t(`prices.order.lines.${line.kind}`);
  }
}

/** A line's quantity with its unit ("8 sheets", "12.89 m²"). */
function quantityText(line: PriceLine, t: TFunction<'admin'>, language: string): string {
  const value = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(line.quantity);
  if (line.unit === 'm2' || line.unit === 'm')
    return t(`prices.order.units.${line.unit}`, { value });
  return t(`prices.order.units.${line.unit}`, { count: line.quantity, value });
}

/** "Print quote" with its paper: opens the quote page of the API in a new tab. */
function PrintQuote({ uuid, defaultPaper }: { uuid: string; defaultPaper: QuotePaper }) {
  const { t } = useTranslation('admin');
  const quote = usePrintQuote(uuid);
  return (
    <PrintWithPaper
      papers={QUOTE_PAPERS}
      defaultPaper={defaultPaper}
      opening={quote.opening}
      onPrint={(paper) => void quote.print(paper)}
      texts={{
        group: t('prices.order.quote.label'),
        paper: t('prices.order.quote.paper'),
        print: t('prices.order.quote.print'),
        opening: t('prices.order.quote.opening'),
        paperName: (paper) => t(`prices.order.quote.${paper as QuotePaper}`),
      }}
    />
  );
}

/** The price's lines and totals, in its currency and the page's language. */
function PriceBreakdown({ order, price }: { order: StoredOrder; price: StoredOrderPrice }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const dateTime = useDateTime();
  const names = useCatalogueNames(useQuery(orderCatalogueQuery(order.uuid)).data);
  const currency = price.currency ?? '';
  const money = (amount: number) =>
    currency === '' ? String(amount) : formatMoney(amount, currency, language);
  const materialName = (ref: string) => {
    const stored = order.material.find((material) => String(material.id) === ref);
    return stored ? names.ofMaterial(stored) : undefined;
  };
  const rate = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(price.taxRate);
  const adjustment = price.adjustment;
  const payable = price.finalTotal ?? payableTotal(price);
  const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

  return (
    <Stack gap="3">
      <Box overflowX="auto">
        <Table.Root size="sm" css={{ '& th, & td': { px: '2' } }}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('prices.order.line')}</Table.ColumnHeader>
              <Table.ColumnHeader css={numeric}>{t('prices.order.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader css={numeric}>{t('prices.order.unitPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader css={numeric}>{t('prices.order.amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {price.lines.map((line, index) => {
              const onRequest =
                line.kind === 'customMaterial' && price.onRequest && line.amount === 0;
              return (
                <Table.Row key={`${line.kind}-${line.ref}-${index}`}>
                  <Table.Cell>{lineName(line, t, materialName)}</Table.Cell>
                  <Table.Cell css={numeric}>{quantityText(line, t, language)}</Table.Cell>
                  <Table.Cell css={numeric}>
                    {onRequest ? t('prices.order.onRequest') : money(line.unitPrice)}
                  </Table.Cell>
                  <Table.Cell css={numeric}>
                    {onRequest ? t('prices.order.onRequest') : money(line.amount)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={3}>{t('prices.order.subtotal')}</Table.Cell>
              <Table.Cell css={numeric}>{money(price.subtotal)}</Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell colSpan={3}>
                {price.pricesIncludeTax
                  ? t('prices.order.taxIncluded', { rate })
                  : t('prices.order.tax', { rate })}
              </Table.Cell>
              <Table.Cell css={numeric}>{money(price.tax)}</Table.Cell>
            </Table.Row>
            <Table.Row fontWeight={adjustment ? undefined : 'semibold'}>
              <Table.Cell colSpan={3}>{t('prices.order.total')}</Table.Cell>
              <Table.Cell css={numeric}>{money(price.total)}</Table.Cell>
            </Table.Row>
            {adjustment && (
              <>
                <Table.Row>
                  <Table.Cell colSpan={3}>
                    <Text>{t('prices.order.adjustment', { reason: adjustment.reason })}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t('prices.order.adjustmentBy', {
                        by: adjustment.by,
                        at: dateTime(adjustment.at),
                      })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell css={numeric}>{money(adjustment.amount)}</Table.Cell>
                </Table.Row>
                <Table.Row fontWeight="semibold">
                  <Table.Cell colSpan={3}>{t('prices.order.payable')}</Table.Cell>
                  <Table.Cell css={numeric}>{money(payable)}</Table.Cell>
                </Table.Row>
              </>
            )}
          </Table.Footer>
        </Table.Root>
      </Box>
      {price.onRequest && <Text color="fg.muted">{t('prices.order.onRequestNote')}</Text>}
      <Text fontSize="sm" color="fg.muted">
        {t('prices.order.version', { version: price.priceListVersion })}
      </Text>
    </Stack>
  );
}

/** Approving from the price section: the status change under way, and the approval itself. */
export interface PriceApproval {
  running: OrderStatus | null;
  approve: (adjustment: PriceAdjustmentInput | undefined) => Promise<ChangeOutcome>;
}

/** "Adjust the price and approve…": the approval with one discount or surcharge. */
function AdjustAndApprove({
  order,
  price,
  approval,
}: {
  order: StoredOrder;
  price: StoredOrderPrice;
  approval: PriceApproval;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const approve = async (adjustment: PriceAdjustmentInput | undefined) => {
    setError(undefined);
    const outcome = await approval.approve(adjustment);
    if (outcome === 'failed') setError(t('detail.changeFailed'));
    else setOpen(false);
  };
  return (
    <>
      <Button
        size="sm"
        colorPalette="brand"
        variant="outline"
        disabled={approval.running !== null}
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
        {...PRINT_HIDDEN}
      >
        {t('prices.approve.open')}
      </Button>
      <ApproveDialog
        order={order}
        price={price}
        open={open}
        onOpenChange={(next) => {
          if (approval.running === null) setOpen(next);
        }}
        onConfirm={(adjustment) => void approve(adjustment)}
        submitting={approval.running === 'Approved'}
        error={error}
      />
    </>
  );
}

/**
 * The order's price on its detail (docs/production/prices.md): the lines the server computed at
 * intake, the subtotal, the tax, the shop's adjustment and the total to pay, with the price
 * list's version, and "Print quote"; or a sentence saying the order has none. While the order
 * can be approved, `approval` lets the shop approve it with one adjustment (a discount or a
 * surcharge with its reason); the plain Approve among the order's actions stays one click.
 */
export function OrderPrice({ order, approval }: { order: StoredOrder; approval?: PriceApproval }) {
  const { t } = useTranslation('admin');
  const price = priceOf(order);
  const titleId = useId();
  return (
    <chakra.section
      aria-labelledby={titleId}
      p="4"
      borderWidth="1px"
      borderRadius="l3"
      borderColor="border"
      bg="surface.card"
      css={{ breakInside: 'avoid-page' }}
    >
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <chakra.h2 id={titleId} fontSize="lg" fontWeight="semibold">
            {t('prices.order.title')}
          </chakra.h2>
          {price && (
            <HStack gap="2" wrap="wrap">
              {approval && <AdjustAndApprove order={order} price={price} approval={approval} />}
              <PrintQuote uuid={order.uuid} defaultPaper={order.unit === 'in' ? 'letter' : 'a4'} />
            </HStack>
          )}
        </HStack>
        {price ? (
          <PriceBreakdown order={order} price={price} />
        ) : (
          <Text color="fg.muted">{t('prices.order.none')}</Text>
        )}
      </Stack>
    </chakra.section>
  );
}
