import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tileGridRecipe } from './tile-grid.recipe';
import { nextTileIndex } from './tile-navigation';

export interface TileItem {
  /** A stable id (the catalogue node id). */
  id: string | number;
  /** The visible name of the tile. */
  name: string;
  /** A CSS colour for the sample area (colour tiles). */
  swatch?: string | null;
  /** A picture for the sample area (materials, furniture models). */
  imageSrc?: string | null;
  /** Marks the CUSTOM tile, which leads to the custom-material form. */
  custom?: boolean;
  /** A second line under the name (e.g. 'Define your own size'). */
  description?: string;
  /** A drawing (or any picture node) shown in the sample area instead of a colour or image. */
  media?: ReactNode;
  /**
   * The picture's text alternative (e.g. the drawing's), given as the tile's accessible
   * description: the button keeps the tile's name as its name.
   */
  mediaDescription?: string;
}

export interface TileGridProps {
  /** The tiles, in display order. */
  tiles: TileItem[];
  /** Called when a tile is chosen by click, Enter or Space. */
  onSelect: (tile: TileItem) => void;
  /** The id of the chosen tile, shown as selected (`aria-pressed`). */
  selectedId?: string | number | null;
  /** Accessible name of the group, e.g. 'Cabinet colours'. */
  label: string;
  /** `swatch` shows a sample above the name; `plain` is a grid of named buttons (categories, types). */
  variant?: 'swatch' | 'plain';
  /** Shown instead of the grid when there are no tiles, e.g. 'Nothing to choose yet'. */
  emptyText?: string;
}

/**
 * A responsive grid of selectable tiles. Every tile is a button (Tab, Enter, Space); the arrow
 * keys, Home and End also move between tiles, following the grid's visual rows.
 */
export function TileGrid({
  tiles,
  onSelect,
  selectedId,
  label,
  variant,
  emptyText,
}: TileGridProps) {
  const recipe = useSlotRecipe({ key: 'tileGrid', recipe: tileGridRecipe });
  const styles = recipe({ variant });
  const listRef = useRef<HTMLUListElement>(null);
  const idPrefix = useId();

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = Array.from(listRef.current?.querySelectorAll('button') ?? []);
    const from = buttons.findIndex((button) => button === document.activeElement);
    if (from < 0) return;
    const to = nextTileIndex(
      event.key,
      from,
      buttons.map((button) => button.offsetTop),
    );
    if (to === null) return;
    event.preventDefault();
    buttons[to]?.focus();
  }

  if (tiles.length === 0) {
    return emptyText ? <chakra.p css={styles.empty}>{emptyText}</chakra.p> : null;
  }

  return (
    <chakra.ul css={styles.root} aria-label={label} ref={listRef} onKeyDown={handleKeyDown}>
      {tiles.map((tile) => {
        const mediaDescriptionId = tile.mediaDescription
          ? `${idPrefix}-${tile.id}-media`
          : undefined;
        return (
          <li key={tile.id}>
            <chakra.button
              type="button"
              css={styles.tile}
              aria-pressed={tile.id === selectedId}
              aria-describedby={mediaDescriptionId}
              data-custom={tile.custom ? '' : undefined}
              onClick={() => onSelect(tile)}
            >
              {variant !== 'plain' && (
                <chakra.span
                  css={styles.swatch}
                  aria-hidden="true"
                  data-media={tile.media ? '' : undefined}
                  style={
                    tile.media
                      ? undefined
                      : {
                          backgroundColor: tile.swatch ?? undefined,
                          backgroundImage: tile.imageSrc ? `url("${tile.imageSrc}")` : undefined,
                        }
                  }
                >
                  {tile.media ?? (tile.custom && !tile.swatch && !tile.imageSrc ? '+' : null)}
                </chakra.span>
              )}
              <chakra.span css={styles.name}>{tile.name}</chakra.span>
              {tile.description && (
                <chakra.span css={styles.description}>{tile.description}</chakra.span>
              )}
            </chakra.button>
            {mediaDescriptionId && (
              // Hidden: read only as the button's description (aria-describedby reads hidden text).
              <span id={mediaDescriptionId} hidden>
                {tile.mediaDescription}
              </span>
            )}
          </li>
        );
      })}
    </chakra.ul>
  );
}
