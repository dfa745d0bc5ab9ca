import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { isPriceListSet, type CatalogueEntry } from '@cutshop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueQuery } from '../api/catalogue';
import { loadStateOf } from '../api/load-state';
import { priceListQuery } from '../api/price-list';
import { AdminError, AdminLoading } from '../layout/admin-status';
import { PriceForm, type PricedTiles } from './price-form';
import { PriceHistory } from './price-history';

/** The ready-made colour and finish tiles of the admin's catalogue tree, retired ones last. */
function tilesOf(tree: readonly CatalogueEntry[]): PricedTiles {
  const ready = (catType: CatalogueEntry['catType']) =>
    tree
      .filter((node) => node.catType === catType && !node.custom)
      .sort((a, b) => Number(a.retired) - Number(b.retired) || a.order - b.order);
  return { colours: ready('Color'), finishes: ready('Material') };
}

/**
 * /admin/prices (docs/production/prices.md): the shop's price list, its form with every price,
 * and its history below. The tiles are the admin catalogue's ready-made colours and finishes,
 * named in the page's language.
 */
export default function PricesScreen() {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const list = useQuery(priceListQuery());
  const catalogue = useQuery(catalogueQuery());
  const listState = loadStateOf(list);
  const catalogueState = loadStateOf(catalogue);
  const title = t('prices.title');

  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: title });
  }, [tShared, title]);

  const tiles = useMemo(() => (catalogue.data ? tilesOf(catalogue.data) : null), [catalogue.data]);
  const tilesById = useMemo(
    () =>
      new Map(
        tiles ? [...tiles.colours, ...tiles.finishes].map((tile) => [String(tile.id), tile]) : [],
      ),
    [tiles],
  );

  const tileSection =
    tiles ??
    (catalogueState === 'error' ? (
      <Alert.Root status="error" role="alert" variant="subtle">
        <Alert.Indicator />
        <Alert.Title>{t('prices.materials.loadError')}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void catalogue.refetch()}>
          {t('prices.materials.retry')}
        </Button>
      </Alert.Root>
    ) : (
      <AdminLoading label={t('prices.materials.loading')} />
    ));

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" id="prices-title" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{t('prices.intro')}</Text>
      </Stack>
      {listState === 'loading' && <AdminLoading label={t('prices.loading')} />}
      {listState === 'error' && (
        <AdminError error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.data && (
        <>
          {isPriceListSet(list.data) ? (
            <Text fontSize="sm" color="fg.muted">
              {t('prices.version', { version: list.data.version })}
            </Text>
          ) : (
            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>{t('prices.notSet')}</Alert.Title>
            </Alert.Root>
          )}
          <PriceForm list={list.data} tiles={tileSection} onReload={() => list.refetch()} />
          <PriceHistory list={list.data} tiles={tilesById} />
        </>
      )}
    </Stack>
  );
}
