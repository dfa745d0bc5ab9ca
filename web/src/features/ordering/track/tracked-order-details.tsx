import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import { formatMoney, type TrackedOrder, type TrackedPrice, type Unit } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';
import { addProductionTexts } from '../locales/production';
import { HardwareSection } from '../review/hardware-section';
import { Section } from '../review/section';
import { ItemDrawing, ItemsSection, MaterialsSection } from '../review/summary-sections';
import {
  trackedMaterials,
  useTrackedDrawing,
  useTrackedDrawingTools,
  type TrackedDrawingTools,
} from './tracked-production';

/*
 * The tracking page's details (its materials, items with their drawings, hardware and price): a
 * chunk of their own, loaded once the order's status has painted, so the status a customer
 * looks for does not wait for the drawings' code (docs/architecture.md, "The tracking page,
 * walked through").
 */

/** Adds the drawing and hardware words the details show (the `wizard` namespace). */
export function prepareTrackedDetails(): void {
  addProductionTexts();
}

function TrackedItemDrawing(props: {
  order: TrackedOrder;
  index: number;
  display: Unit;
  tools: TrackedDrawingTools;
}) {
  const drawn = useTrackedDrawing(props.order, props.index, props.display, props.tools);
  return drawn && <ItemDrawing drawn={drawn} />;
}

/** The order's materials, items with their drawings, hardware and price. */
export default function TrackedOrderDetails({
  order,
  display,
}: {
  order: TrackedOrder;
  display: Unit;
}) {
  const tools = useTrackedDrawingTools();
  const { color, material } = trackedMaterials(order);
  return (
    <>
      {color && material && (
        <MaterialsSection
          color={color}
          material={material}
          display={display}
          tree={order.catalogue}
        />
      )}
      <ItemsSection
        items={order.cabinets}
        unit={order.unit}
        display={display}
        drawingOf={(index) => (
          <TrackedItemDrawing order={order} index={index} display={display} tools={tools} />
        )}
        tree={order.catalogue}
      />
      <HardwareSection hardware={order.hardware} display={display} />
      {order.price && <TrackedPriceSection price={order.price} />}
    </>
  );
}

function TrackedPriceSection({ price }: { price: TrackedPrice }) {
  const { t, i18n } = useTranslation('wizard');
  const currency = price.currency ?? 'EUR';
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(price.taxRate);
  return (
    <Section title={t('track.priceTitle')}>
      <Card.Root variant="subtle">
        <Card.Body gap="2">
          <HStack justify="space-between" gap="4" wrap="wrap">
            <Heading as="h3" size="sm">
              {t('track.total')}
            </Heading>
            <Text fontSize="2xl" fontWeight="bold" data-testid="tracked-total">
              {money(price.finalTotal)}
            </Text>
          </HStack>
          {/* The tax was worked out on the price before the shop's adjustment: with one, it is
              stated with that price, never as the tax of the total paid. */}
          {price.adjustment && (
            <Text>{t('track.priceBeforeAdjustment', { price: money(price.total) })}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {price.pricesIncludeTax
              ? t('track.taxIncluded', { rate })
              : t(price.adjustment ? 'track.taxOfPriceBefore' : 'track.taxAdded', {
                  rate,
                  tax: money(price.tax),
                })}
          </Text>
          {price.adjustment && (
            <Text>
              {t('track.adjustment', { amount: money(price.adjustment.amount) })}
              {price.adjustment.reason ? ` (${price.adjustment.reason})` : ''}
            </Text>
          )}
          {price.onRequest && <Text>{t('track.onRequest')}</Text>}
        </Card.Body>
      </Card.Root>
    </Section>
  );
}
