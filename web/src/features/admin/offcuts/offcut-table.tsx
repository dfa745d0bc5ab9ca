import { Box, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { OffcutStockMaterial, StockOffcutAnswer, Unit } from '@cutshop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { adminOrderPath } from '../../../config/paths';
import { useDateTime } from '../order-detail/use-date-time';
import { useOffcutSizes } from './offcut-size';

interface OffcutTableProps {
  material: OffcutStockMaterial;
  /** The material's name in the page's language. */
  name: string;
  display: Unit;
  /** The offcut whose label page is opening (an id, or `all`), null when none. */
  opening: string | null;
  onCorrect: (offcut: StockOffcutAnswer) => void;
  onRemove: (offcut: StockOffcutAnswer) => void;
  onPrint: (offcut: StockOffcutAnswer) => void;
}

/**
 * One material of the stock: its heading (name and thickness, code and count) and a table of its
 * offcuts, largest first as the server lists them: the id (the row's header), the size in the
 * page's unit, the order that left it (a link to its detail), when it entered the stock, and its
 * actions, each named with the offcut's id for a screen reader.
 */
export function OffcutTable({
  material,
  name,
  display,
  opening,
  onCorrect,
  onRemove,
  onPrint,
}: OffcutTableProps) {
  const { t } = useTranslation('admin');
  const sizes = useOffcutSizes(display);
  const dateTime = useDateTime();
  const headingId = useId();
  const count = material.offcuts.length;
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-stock-key={material.stockKey}>
      <Box>
        <Text as="h2" id={headingId} fontSize="lg" fontWeight="semibold">
          {t('offcuts.material', { name, thickness: material.thicknessMm })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('offcuts.materialFacts', { code: material.code, count })}
        </Text>
      </Box>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('offcuts.tableLabel', { name })}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('offcuts.columns.id')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('offcuts.columns.size')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('offcuts.columns.source')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('offcuts.columns.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('offcuts.columns.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {material.offcuts.map((offcut) => (
              <Table.Row key={offcut.id} data-offcut={offcut.id}>
                <Table.Cell as="th" scope="row" fontWeight="semibold" css={numeric}>
                  {offcut.id}
                </Table.Cell>
                <Table.Cell css={numeric}>{sizes.size(offcut)}</Table.Cell>
                <Table.Cell>
                  <Link asChild colorPalette="brand">
                    <RouterLink to={adminOrderPath(offcut.sourceOrderUuid)}>
                      {t('offcuts.sourceLink', { shortId: offcut.sourceOrderId })}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell css={numeric}>{dateTime(offcut.createdAt)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('offcuts.correctLabel', { id: offcut.id })}
                      onClick={() => onCorrect(offcut)}
                    >
                      {t('offcuts.correct')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('offcuts.removeLabel', { id: offcut.id })}
                      onClick={() => onRemove(offcut)}
                    >
                      {t('offcuts.remove')}
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={t('offcuts.printLabelLabel', { id: offcut.id })}
                      loading={opening === offcut.id}
                      disabled={opening !== null}
                      onClick={() => onPrint(offcut)}
                    >
                      {t('offcuts.printLabel')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
