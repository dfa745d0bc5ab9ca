import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  nodeName,
  type CatalogueEntry,
  type OffcutStockMaterial,
  type StockOffcutAnswer,
  type Unit,
} from '@cutshop/domain';
import { tileIdOfMaterialCode } from '@cutshop/domain/production';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayUnitToggle } from '../../../components/display-unit-toggle';
import { useNotification } from '../../../lib/notifications/notification-store';
import { ApiError } from '../../../lib/api';
import { isSessionExpired } from '../api/admin-client';
import { catalogueQuery } from '../api/catalogue';
import { loadStateOf } from '../api/load-state';
import { ConfirmDialog } from '../catalogue/confirm-dialog';
import { AdminError, AdminLoading } from '../layout/admin-status';
import { CorrectionDialog, type CorrectionRefusal } from './correction-dialog';
import { offcutKeys, offcutStockQuery, removeOffcut } from './offcuts-api';
import { useOffcutSizes } from './offcut-size';
import { OffcutTable } from './offcut-table';
import { useOffcutLabels } from './use-offcut-labels';

/** A ready-made tile's name in `language` from the admin catalogue, else the stock's name. */
function materialName(
  material: OffcutStockMaterial,
  tree: readonly CatalogueEntry[] | undefined,
  language: string,
): string {
  const id = tileIdOfMaterialCode(material.code);
  const tile = id === null ? undefined : tree?.find((node) => node.id === id);
  return tile ? nodeName(tile, language) : material.name;
}

/** What the dialogs are open on. */
type Editing =
  { kind: 'correct'; offcut: StockOffcutAnswer } | { kind: 'remove'; offcut: StockOffcutAnswer };

/**
 * /admin/offcuts (docs/production/nesting.md, "Offcuts from stock"): the offcuts in stock per
 * material, their sizes in the unit chosen (millimetres unless told), the order that left each
 * and when; Correct (only smaller), Remove (after a question) and Print labels (one, or all).
 * Someone else's change (409) or an offcut gone meanwhile (404) is said above the tables, which
 * are read again.
 */
export default function OffcutsScreen() {
  const { t, i18n } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const client = useQueryClient();
  const notify = useNotification((state) => state.notify);
  const stock = useQuery(offcutStockQuery());
  const catalogue = useQuery(catalogueQuery());
  const state = loadStateOf(stock);
  const [display, setDisplay] = useState<Unit>('mm');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<{ kind: CorrectionRefusal; id: string } | null>(null);
  const labels = useOffcutLabels();
  const sizes = useOffcutSizes(display);
  const title = t('offcuts.title');

  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: title });
  }, [tShared, title]);

  const readAgain = useCallback(
    () => client.invalidateQueries({ queryKey: offcutKeys.all }),
    [client],
  );

  const refused = (kind: CorrectionRefusal, id: string) => {
    setEditing(null);
    setNotice({ kind, id });
    void readAgain();
  };

  const saved = (offcut: StockOffcutAnswer) => {
    setEditing(null);
    setNotice(null);
    notify(t('offcuts.correction.saved', { id: offcut.id, size: sizes.size(offcut) }), 'success');
    void readAgain();
  };

  async function remove(offcut: StockOffcutAnswer) {
    if (removing) return;
    setRemoving(true);
    try {
      await removeOffcut(offcut.id, offcut.version);
      setEditing(null);
      setNotice(null);
      notify(t('offcuts.removal.done', { id: offcut.id }), 'success');
      void readAgain();
    } catch (error) {
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError && error.status === 409) refused('conflict', offcut.id);
      else if (error instanceof ApiError && error.status === 404) refused('gone', offcut.id);
      else notify(t('offcuts.removal.failed', { id: offcut.id }), 'error');
    } finally {
      setRemoving(false);
    }
  }

  const materials = stock.data?.materials.filter((material) => material.offcuts.length > 0) ?? [];

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{t('offcuts.intro')}</Text>
      </Stack>
      {state === 'loading' && <AdminLoading label={t('offcuts.loading')} />}
      {state === 'error' && <AdminError error={stock.error} onRetry={() => void stock.refetch()} />}
      {stock.data && (
        <>
          <Flex gap="4" wrap="wrap" align="center" justify="space-between">
            <DisplayUnitToggle
              value={display}
              onChange={setDisplay}
              label={t('offcuts.showSizesIn')}
              unitNames={{ mm: t('offcuts.unitNames.mm'), in: t('offcuts.unitNames.in') }}
            />
            <Button
              colorPalette="brand"
              variant="outline"
              size="sm"
              disabled={materials.length === 0 || labels.opening !== null}
              loading={labels.opening === 'all'}
              loadingText={t('offcuts.opening')}
              onClick={() => void labels.print([])}
            >
              {t('offcuts.printAll')}
            </Button>
          </Flex>
          {notice && (
            <Alert.Root status="warning" role="alert" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>{t(`offcuts.${notice.kind}`, { id: notice.id })}</Alert.Title>
            </Alert.Root>
          )}
          {materials.length === 0 ? (
            <Text color="fg.muted">{t('offcuts.empty')}</Text>
          ) : (
            materials.map((material) => (
              <OffcutTable
                key={material.stockKey}
                material={material}
                name={materialName(material, catalogue.data, i18n.language)}
                display={display}
                opening={labels.opening}
                onCorrect={(offcut) => setEditing({ kind: 'correct', offcut })}
                onRemove={(offcut) => setEditing({ kind: 'remove', offcut })}
                onPrint={(offcut) => void labels.print([offcut.id])}
              />
            ))
          )}
        </>
      )}
      {editing?.kind === 'correct' && (
        <CorrectionDialog
          offcut={editing.offcut}
          display={display}
          onClose={() => setEditing(null)}
          onSaved={saved}
          onRefused={(kind) => refused(kind, editing.offcut.id)}
        />
      )}
      <ConfirmDialog
        open={editing?.kind === 'remove'}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t('offcuts.removal.title', { id: editing?.offcut.id ?? '' })}
        body={
          editing
            ? t('offcuts.removal.body', {
                id: editing.offcut.id,
                size: sizes.size(editing.offcut),
                shortId: editing.offcut.sourceOrderId,
              })
            : ''
        }
        confirm={t('offcuts.removal.confirm')}
        cancel={t('offcuts.removal.cancel')}
        busy={removing}
        onConfirm={() => {
          if (editing) void remove(editing.offcut);
        }}
      />
    </Stack>
  );
}
