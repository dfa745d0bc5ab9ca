import { Stack } from '@chakra-ui/react';
import { TileGrid, WizardNav, type TileItem } from '@cutshop/design-system';
import { colourTiles, finishTiles, readyMadeMaterial } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useCart } from '../state/cart-store';
import { useCatalogue } from '../catalogue/use-catalogue';
import { Screen } from '../components/screen';
import { MATERIAL_PATHS, type MaterialKind } from './material-kind';
import { tileArt } from './tile-art';

/**
 * /cabinet-list and /finish-list: the tiles of the Color or Material categories. A tile stores
 * the choice and returns to step 2; the CUSTOM tile opens the custom form (docs/product.md §2).
 */
function MaterialListScreen({ kind }: { kind: MaterialKind }) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const names = useCatalogueNames(catalogue);
  const unit = useCart((state) => state.draft.unit) ?? 'mm';
  const current = useCart((state) =>
    kind === 'cabinet' ? state.draft.color : state.draft.material,
  );
  const store = useCart((state) => (kind === 'cabinet' ? state.setColor : state.setMaterial));

  const nodes = kind === 'cabinet' ? colourTiles(catalogue) : finishTiles(catalogue);
  const tiles: TileItem[] = nodes.map((node) => ({
    id: node.id,
    name: node.custom ? t('materials.customTile') : names.ofNode(node),
    description: node.custom ? t('materials.customTileHint') : undefined,
    ...tileArt(node.swatch),
    custom: node.custom,
  }));
  const selectedId = current?.custom
    ? nodes.find((node) => node.custom)?.id
    : (current?.id ?? null);

  function choose(tile: TileItem) {
    const node = nodes.find((candidate) => candidate.id === tile.id);
    if (!node) return;
    if (node.custom) {
      void navigate(MATERIAL_PATHS[kind].customForm);
      return;
    }
    store(readyMadeMaterial(node, unit));
    void navigate(PATHS.step2);
  }

  const title = kind === 'cabinet' ? t('cabinetList.title') : t('finishList.title');
  return (
    <Screen title={title} subtitle={t('materialList.subtitle')}>
      <Stack gap="8">
        <TileGrid tiles={tiles} onSelect={choose} selectedId={selectedId} label={title} />
        <WizardNav back={{ label: t('nav.back'), href: PATHS.step2 }} />
      </Stack>
    </Screen>
  );
}

export function CabinetListScreen() {
  return <MaterialListScreen kind="cabinet" />;
}

export function FinishListScreen() {
  return <MaterialListScreen kind="finish" />;
}
