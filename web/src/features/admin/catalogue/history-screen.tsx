import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ChangeDiff } from '@cutshop/design-system';
import type { CatalogueHistoryRow, FieldChange } from '@cutshop/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ADMIN_PATHS, adminCatalogueNodePath } from '../../../config/paths';
import { catalogueHistoryQuery } from '../api/catalogue';
import { loadStateOf } from '../api/load-state';
import { AdminError, AdminLoading } from '../layout/admin-status';
import { useDateTime } from '../order-detail/use-date-time';
import { CatalogueFrame } from './catalogue-frame';
import { modelFieldLabel } from './model';

/** The plain-word name of a changed field (`sheet.lengthMm` -> "Sheet length (mm)"). */
export function catalogueFieldLabel(field: string, t: TFunction<'admin'>): string {
  if (field.startsWith('model.')) return modelFieldLabel(field, t);
  switch (field) {
    case 'parentId':
    case 'name':
    case 'nameEs':
    case 'catType':
    case 'order':
    case 'swatch':
    case 'model':
      return t(`catalogue.history.fields.${field}`);
    case 'sheet.lengthMm':
      return t('catalogue.history.fields.sheetLengthMm');
    case 'sheet.widthMm':
      return t('catalogue.history.fields.sheetWidthMm');
    case 'sheet.thicknessMm':
      return t('catalogue.history.fields.sheetThicknessMm');
    case 'sheet.grain':
      return t('catalogue.history.fields.sheetGrain');
    default:
      return field;
  }
}

/** A changed field's value in words: yes/no for a flag, null for none. */
function valueText(value: FieldChange['before'], t: TFunction<'admin'>): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean')
    return value ? t('catalogue.history.yes') : t('catalogue.history.no');
  return String(value);
}

/** The changes of a history row (or of an import's plan) as ChangeDiff takes them. */
export function diffEntries(changes: readonly FieldChange[], t: TFunction<'admin'>) {
  return changes.map((change) => ({
    field: catalogueFieldLabel(change.field, t),
    before: valueText(change.before, t),
    after: valueText(change.after, t),
  }));
}

/** ChangeDiff's words. */
export function useDiffTexts() {
  const { t } = useTranslation('admin');
  return {
    field: t('catalogue.history.diff.field'),
    before: t('catalogue.history.diff.before'),
    after: t('catalogue.history.diff.after'),
    empty: t('catalogue.history.diff.empty'),
    none: t('catalogue.history.diff.none'),
  };
}

/**
 * /admin/catalogue/history (docs/production/catalogue.md): who changed which node, when and
 * how, newest first, each change's fields before and after in plain words; `?node=<id>` keeps
 * one node's changes.
 */
export default function CatalogueHistoryScreen() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const raw = Number(search.get('node'));
  const node = Number.isInteger(raw) && raw > 0 ? raw : null;
  const query = useQuery(catalogueHistoryQuery(node));
  const state = loadStateOf(query);
  const rows = query.data ?? [];
  const title = t('catalogue.history.title');

  return (
    <CatalogueFrame title={title} section="history">
      {node !== null && (
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t('catalogue.history.filtered', { name: rows[0]?.nodeName ?? `#${node}` })}
          </Heading>
          <Link asChild colorPalette="brand" alignSelf="start">
            <RouterLink to={ADMIN_PATHS.catalogueHistory}>
              {t('catalogue.history.showAll')}
            </RouterLink>
          </Link>
        </Stack>
      )}
      {state === 'loading' && <AdminLoading />}
      {state === 'error' && <AdminError error={query.error} onRetry={() => void query.refetch()} />}
      {state === 'ready' && rows.length === 0 && <Text>{t('catalogue.history.empty')}</Text>}
      {rows.length > 0 && (
        <Stack as="ol" gap="4" listStyleType="none" ps="0">
          {rows.map((row) => (
            <HistoryRow key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </CatalogueFrame>
  );
}

function HistoryRow({ row }: { row: CatalogueHistoryRow }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const texts = useDiffTexts();
  const action = t(`catalogue.history.actions.${row.action}`);
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {action}:{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to={adminCatalogueNodePath(row.nodeId)}>{row.nodeName}</RouterLink>
          </Link>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('catalogue.history.by', { by: row.by, at: dateTime(row.at) })}
        </Text>
        {row.changes.length > 0 && (
          <ChangeDiff
            changes={diffEntries(row.changes, t)}
            texts={texts}
            caption={t('catalogue.history.changeOf', { action, node: row.nodeName })}
          />
        )}
      </Stack>
    </Box>
  );
}
