import {
  colourTiles,
  findModelContext,
  finishTiles,
  nodeName,
  type CategoryNode,
  type Item,
} from '@cutshop/domain';
import { tileIdOfMaterialCode } from '@cutshop/domain/production';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An item's category, type and model names. */
export interface ItemNames {
  category: string;
  type: string;
  model: string;
}

/** A material as the draft or a stored order keeps it: a tile's id (null when custom) and a name. */
interface NamedMaterial {
  id: number | null;
  name: string;
}

/** Catalogue names in the page's language. */
export interface CatalogueNames {
  /** A node's name in the page's language, falling back to the other one. */
  ofNode: (node: Pick<CategoryNode, 'name' | 'nameEs'>) => string;
  /** An item's names, from its model's node when the catalogue has it, else as stored. */
  ofItem: (item: Pick<Item, 'name' | 'parentName' | 'cabinet'>) => ItemNames;
  /** A material's name: a ready-made tile's from the catalogue, a custom one's as typed. */
  ofMaterial: (material: NamedMaterial) => string;
  /**
   * A production material's name (cut list, cutting plan) by its code: a tile's (`COL-<id>`,
   * `FIN-<id>`) in the page's language, any other (custom, backs) as the outputs give it.
   */
  ofProductionMaterial: (material: { code: string; name: string }) => string;
}

/** A production output (cut list, cutting plan) with each material named by `name`. */
export function withMaterialNames<
  M extends { code: string; name: string },
  E extends { material: M },
  T extends { materials: readonly E[] },
>(output: T, name: (material: M) => string): T {
  return {
    ...output,
    materials: output.materials.map((entry) => ({
      ...entry,
      material: { ...entry.material, name: name(entry.material) },
    })),
  };
}

/**
 * The names of catalogue nodes in the page's language (docs/production/catalogue.md, "Names").
 * Items and materials keep the English names written at intake; when `tree` holds their node
 * (by id), its name in the page's language is shown instead, and the stored name when it does
 * not (the node left the catalogue, or the tree is not here yet). Changing the language renders
 * the names again at once.
 */
export function useCatalogueNames(
  tree: readonly CategoryNode[] | null | undefined,
): CatalogueNames {
  const { i18n } = useTranslation();
  const language = i18n.language;

  const ofNode = useCallback(
    (node: Pick<CategoryNode, 'name' | 'nameEs'>) => nodeName(node, language),
    [language],
  );

  const tiles = useMemo(
    () => (tree ? [...colourTiles(tree), ...finishTiles(tree)].filter((tile) => !tile.custom) : []),
    [tree],
  );

  const ofItem = useCallback(
    (item: Pick<Item, 'name' | 'parentName' | 'cabinet'>): ItemNames => {
      const context = tree ? findModelContext(tree, item.cabinet.id) : undefined;
      if (!context) {
        return { category: item.name, type: item.parentName, model: item.cabinet.name };
      }
      return {
        category: ofNode(context.category),
        type: ofNode(context.type),
        model: ofNode(context.model),
      };
    },
    [tree, ofNode],
  );

  const ofMaterial = useCallback(
    (material: NamedMaterial) => {
      const tile =
        material.id === null ? undefined : tiles.find((candidate) => candidate.id === material.id);
      return tile ? ofNode(tile) : material.name;
    },
    [tiles, ofNode],
  );

  const ofProductionMaterial = useCallback(
    (material: { code: string; name: string }) =>
      ofMaterial({ id: tileIdOfMaterialCode(material.code), name: material.name }),
    [ofMaterial],
  );

  return useMemo(
    () => ({ ofNode, ofItem, ofMaterial, ofProductionMaterial }),
    [ofNode, ofItem, ofMaterial, ofProductionMaterial],
  );
}
