import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { SetPriceList } from '@cutshop/domain';
import type { OrderPrice } from '@cutshop/domain/production';
import { useTranslation } from 'react-i18next';
import { Section } from '../review/summary-sections';
import type { PriceTexts } from './use-price-texts';

interface PriceSectionProps {
  list: SetPriceList;
  /** The draft's estimate; null while it is being computed. */
  price: OrderPrice | null;
  texts: PriceTexts;
}

/** One row of the breakdown: what, how much of it at what price, and the amount. */
function Row({
  label,
  detail,
  amount,
  strong = false,
}: {
  label: string;
  detail?: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <Flex
      as="li"
      justify="space-between"
      align="baseline"
      gap="4"
      paddingBlock="2"
      borderTopWidth={strong ? '2px' : '1px'}
      fontWeight={strong ? 'bold' : undefined}
      fontSize={strong ? 'lg' : undefined}
    >
      <Box minW="0" overflowWrap="anywhere">
        <Text>{label}</Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted" fontWeight="normal">
            {detail}
          </Text>
        )}
      </Box>
      <Text flexShrink={0} textAlign="end" fontVariantNumeric="tabular-nums">
        {amount}
      </Text>
    </Flex>
  );
}

/**
 * The summary's price: the estimate's breakdown (materials with their sheets or m², edge
 * banding, hardware, assembly, cutting, the minimum order, tax and total), marked as an
 * estimate the shop confirms when it approves the order (docs/production/prices.md). A custom
 * material the shop prices on request says so, and the total leaves it out.
 */
export function PriceSection({ list, price, texts }: PriceSectionProps) {
  const { t } = useTranslation('wizard');
  const title = t('prices.title');
  return (
    <Section title={title}>
      <Text fontWeight="semibold">{t('prices.estimate')}</Text>
      {!price ? (
        <Text role="status" color="fg.muted">
          {t('prices.calculating')}
        </Text>
      ) : (
        <Stack gap="2">
          <Box as="ul" listStyleType="none" margin="0" padding="0">
            {price.lines.map((line) => {
              const text = texts.line(line, price.onRequest);
              const detail = [text.quantity, text.unitPrice].filter(Boolean).join(' × ');
              return (
                <Row
                  key={`${line.kind}-${line.ref}`}
                  label={text.label}
                  detail={detail || undefined}
                  amount={text.amount}
                />
              );
            })}
            {!list.pricesIncludeTax && (
              <>
                <Row label={t('prices.subtotal')} amount={texts.money(price.subtotal)} />
                <Row
                  label={t('prices.tax', { rate: texts.rate(list.taxRate) })}
                  amount={texts.money(price.tax)}
                />
              </>
            )}
            <Row
              label={list.pricesIncludeTax ? t('prices.totalWithTax') : t('prices.total')}
              amount={texts.money(price.total)}
              strong
            />
            {list.pricesIncludeTax && list.taxRate > 0 && (
              <Row
                label={t('prices.taxIncluded', { rate: texts.rate(list.taxRate) })}
                amount={texts.money(price.tax)}
              />
            )}
          </Box>
          {price.onRequest && <Text>{t('prices.onRequestNote')}</Text>}
        </Stack>
      )}
    </Section>
  );
}
