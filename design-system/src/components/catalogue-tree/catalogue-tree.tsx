import { Badge, IconButton, chakra, useSlotRecipe } from '@chakra-ui/react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { ArrowDownIcon, ArrowUpIcon, ChevronIcon } from '../../icons/icons';
import { catalogueTreeRecipe } from './catalogue-tree.recipe';

/** One node of the catalogue: a category, a type, a model, or a colour or finish tile. */
export interface CatalogueTreeNode {
  /** The node's id, unique in the whole tree. */
  id: number;
  /** The name shown on the row, e.g. 'White oak'. */
  label: string;
  /** A short text after the name, e.g. a code ('WO-18') or a kind ('Model'). */
  detail?: string;
  /** A CSS colour (`#rrggbb`) or an image URL, shown as a small square before the name. */
  swatch?: string | null;
  /** No longer offered to customers: shown dimmed with the 'Retired' badge, still selectable. */
  retired?: boolean;
  /** The node's children, in their order; a node with children can be expanded. */
  children?: CatalogueTreeNode[];
}

/** Every word the tree shows or says, translated by the app. */
export interface CatalogueTreeTexts {
  /** The tree's accessible name, e.g. 'Catalogue'. */
  label: string;
  /** The name of each row's move-up button, e.g. 'Move up'. */
  moveUp: string;
  /** The name of each row's move-down button, e.g. 'Move down'. */
  moveDown: string;
  /** The badge on a retired node, e.g. 'Retired'. */
  retired: string;
  /** Shown instead of the tree when it has no node, e.g. 'The catalogue is empty'. */
  empty: string;
}

/** Which way a node moves among its siblings. */
export type CatalogueTreeMoveDirection = 'up' | 'down';

export interface CatalogueTreeProps {
  /** The top-level nodes, in their order. */
  nodes: CatalogueTreeNode[];
  /** The words of the tree. */
  texts: CatalogueTreeTexts;
  /** The selected node's id; none selected when null or absent. */
  selectedId?: number | null;
  /** Called with a node's id when it is clicked, or on Enter or Space. */
  onSelect: (id: number) => void;
  /**
   * Moves a node one place among its siblings (the move buttons, Alt+ArrowUp and Alt+ArrowDown).
   * Without it the rows have no move buttons. The app reorders `nodes`; the tree keeps focus on
   * the moved node.
   */
  onMove?: (id: number, direction: CatalogueTreeMoveDirection) => void;
  /**
   * Moves a node to `index` among its siblings when it is dragged with the pointer and dropped on
   * a sibling's row. Without it rows cannot be dragged; the buttons and keys do the same work.
   */
  onMoveTo?: (id: number, index: number) => void;
  /** The ids of the nodes expanded at first (uncontrolled); none when absent. */
  defaultExpandedIds?: number[];
  /** The ids of the expanded nodes, when the app keeps them (controlled, with `onExpandedChange`). */
  expandedIds?: number[];
  /** Called with the new list of expanded ids when a node is expanded or collapsed. */
  onExpandedChange?: (ids: number[]) => void;
}

/** A node as shown: where it sits, for the keyboard and the ARIA attributes. */
interface VisibleNode {
  node: CatalogueTreeNode;
  level: number;
  parentId: number | null;
  index: number;
  siblings: number;
}

/** The rows on screen, top to bottom: every node whose ancestors are all expanded. */
function visibleNodes(nodes: CatalogueTreeNode[], expanded: ReadonlySet<number>): VisibleNode[] {
  const rows: VisibleNode[] = [];
  const walk = (list: CatalogueTreeNode[], level: number, parentId: number | null) => {
    list.forEach((node, index) => {
      rows.push({ node, level, parentId, index, siblings: list.length });
      if (node.children?.length && expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

function hasChildren(node: CatalogueTreeNode): boolean {
  return (node.children?.length ?? 0) > 0;
}

/** The swatch's CSS: an image URL as a background image, anything else as a colour. */
function swatchStyle(swatch: string) {
  const image = /^(\/|https?:|data:image\/|blob:)/.test(swatch);
  return image
    ? { backgroundImage: `url("${swatch.replace(/["\\]/g, '\\$&')}")` }
    : { backgroundColor: swatch };
}

/**
 * The catalogue editor's tree (WAI-ARIA tree pattern): categories, types and models, colour and
 * finish tiles, each row with its swatch, name, detail and a 'Retired' badge when it is no
 * longer offered. One row takes Tab (roving tabindex); ArrowUp and ArrowDown move between rows,
 * ArrowRight and ArrowLeft expand, collapse or go to the child or the parent, Home and End go to
 * the first and last row, Enter and Space select. With `onMove`, each row has Move up and Move
 * down buttons (in the Tab order of the focused row) and Alt+ArrowUp or Alt+ArrowDown moves the
 * focused row among its siblings.
 */
export function CatalogueTree({
  nodes,
  texts,
  selectedId = null,
  onSelect,
  onMove,
  onMoveTo,
  defaultExpandedIds,
  expandedIds,
  onExpandedChange,
}: CatalogueTreeProps) {
  const recipe = useSlotRecipe({ key: 'catalogueTree', recipe: catalogueTreeRecipe });
  const styles = recipe();
  const retiredStyles = recipe({ retired: true });
  const baseId = useId();
  const [ownExpanded, setOwnExpanded] = useState<number[]>(defaultExpandedIds ?? []);
  const expandedList = expandedIds ?? ownExpanded;
  const expanded = useMemo(() => new Set(expandedList), [expandedList]);
  const rows = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded]);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [dragging, setDragging] = useState<{ id: number; parentId: number | null } | null>(null);
  const [dropTargetId, setDropTargetId] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLDivElement>());
  // After a move the app re-renders the nodes in their new order; focus goes back to the row or
  // the button that moved it (the browser drops focus from a node React moves).
  const refocus = useRef<{ id: number; target: 'row' | CatalogueTreeMoveDirection } | null>(null);

  const rowOf = (id: number | null) => rows.find((row) => row.node.id === id);
  // The row that takes Tab: the focused one, else the selected one, else the first.
  const tabbableId = rowOf(focusedId)?.node.id ?? rowOf(selectedId)?.node.id ?? rows[0]?.node.id;

  useLayoutEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    refocus.current = null;
    const item = itemRefs.current.get(pending.id);
    if (!item) return;
    const button =
      pending.target === 'row'
        ? null
        : item.querySelector<HTMLButtonElement>(`button[data-move=${pending.target}]`);
    if (button && !button.disabled) button.focus();
    else item.focus();
  });

  function setExpanded(id: number, open: boolean) {
    if (expanded.has(id) === open) return;
    const next = open ? [...expandedList, id] : expandedList.filter((other) => other !== id);
    if (expandedIds === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  }

  function focusRow(id: number | undefined) {
    if (id === undefined) return;
    setFocusedId(id);
    itemRefs.current.get(id)?.focus();
  }

  function move(row: VisibleNode, direction: CatalogueTreeMoveDirection, from: 'row' | 'button') {
    if (!onMove) return;
    const last = direction === 'up' ? row.index === 0 : row.index === row.siblings - 1;
    if (last) return;
    setFocusedId(row.node.id);
    refocus.current = { id: row.node.id, target: from === 'row' ? 'row' : direction };
    onMove(row.node.id, direction);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>, row: VisibleNode) {
    // Keys pressed on a move button, or on a row inside this one, are not this row's.
    if (event.target !== event.currentTarget) return;
    const position = rows.findIndex((visible) => visible.node.id === row.node.id);
    const { node } = row;
    let handled = true;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      move(row, event.key === 'ArrowUp' ? 'up' : 'down', 'row');
    } else if (event.altKey || event.ctrlKey || event.metaKey) {
      handled = false;
    } else if (event.key === 'ArrowDown') {
      focusRow(rows[position + 1]?.node.id);
    } else if (event.key === 'ArrowUp') {
      focusRow(rows[position - 1]?.node.id);
    } else if (event.key === 'Home') {
      focusRow(rows[0]?.node.id);
    } else if (event.key === 'End') {
      focusRow(rows[rows.length - 1]?.node.id);
    } else if (event.key === 'ArrowRight') {
      if (hasChildren(node) && !expanded.has(node.id)) setExpanded(node.id, true);
      else if (hasChildren(node)) focusRow(node.children?.[0]?.id);
    } else if (event.key === 'ArrowLeft') {
      if (hasChildren(node) && expanded.has(node.id)) setExpanded(node.id, false);
      else if (row.parentId !== null) focusRow(row.parentId);
    } else if (event.key === 'Enter' || event.key === ' ') {
      onSelect(node.id);
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  }

  function handleClick(event: MouseEvent, row: VisibleNode) {
    event.stopPropagation();
    setFocusedId(row.node.id);
    onSelect(row.node.id);
  }

  function toggle(event: MouseEvent, row: VisibleNode) {
    event.stopPropagation();
    setFocusedId(row.node.id);
    setExpanded(row.node.id, !expanded.has(row.node.id));
    itemRefs.current.get(row.node.id)?.focus();
  }

  const canDropOn = (row: VisibleNode) =>
    dragging !== null && dragging.parentId === row.parentId && dragging.id !== row.node.id;

  function dragHandlers(row: VisibleNode) {
    if (!onMoveTo) return {};
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        if (event.target !== event.currentTarget) return;
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(row.node.id));
        setDragging({ id: row.node.id, parentId: row.parentId });
      },
      onDragOver: (event: DragEvent) => {
        if (!canDropOn(row)) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        setDropTargetId(row.node.id);
      },
      onDragLeave: () => setDropTargetId((id) => (id === row.node.id ? null : id)),
      onDrop: (event: DragEvent) => {
        if (!dragging || !canDropOn(row)) return;
        event.preventDefault();
        event.stopPropagation();
        refocus.current = { id: dragging.id, target: 'row' };
        setFocusedId(dragging.id);
        onMoveTo(dragging.id, row.index);
        setDragging(null);
        setDropTargetId(null);
      },
      onDragEnd: () => {
        setDragging(null);
        setDropTargetId(null);
      },
    };
  }

  function renderNodes(list: CatalogueTreeNode[], level: number, parentId: number | null) {
    return list.map((node, index) => {
      const row: VisibleNode = { node, level, parentId, index, siblings: list.length };
      const open = hasChildren(node) && expanded.has(node.id);
      const rowStyles = node.retired ? retiredStyles : styles;
      const ids = {
        label: `${baseId}-${node.id}-label`,
        detail: `${baseId}-${node.id}-detail`,
        retired: `${baseId}-${node.id}-retired`,
        group: `${baseId}-${node.id}-group`,
      };
      const labelledBy = [ids.label, node.detail && ids.detail, node.retired && ids.retired]
        .filter(Boolean)
        .join(' ');
      const tabbable = node.id === tabbableId;
      return (
        <chakra.li key={node.id} css={styles.item} role="none">
          <chakra.div
            ref={(element: HTMLDivElement | null) => {
              if (element) itemRefs.current.set(node.id, element);
              else itemRefs.current.delete(node.id);
            }}
            css={rowStyles.row}
            role="treeitem"
            // Named by its own words only: its children and its buttons' names stay out.
            aria-labelledby={labelledBy}
            aria-level={level}
            aria-setsize={list.length}
            aria-posinset={index + 1}
            aria-selected={node.id === selectedId}
            aria-expanded={hasChildren(node) ? open : undefined}
            // The child rows sit beside the row (so they are not part of its name) but belong to it.
            aria-owns={open ? ids.group : undefined}
            aria-keyshortcuts={onMove ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
            tabIndex={tabbable ? 0 : -1}
            data-id={node.id}
            data-retired={node.retired ? '' : undefined}
            data-dragging={dragging?.id === node.id ? '' : undefined}
            data-drop-target={dropTargetId === node.id && canDropOn(row) ? '' : undefined}
            style={{ ['--tree-level' as string]: level - 1 }}
            onKeyDown={(event) => handleKeyDown(event, row)}
            onFocus={(event) => {
              if (event.target === event.currentTarget) setFocusedId(node.id);
            }}
            onClick={(event) => handleClick(event, row)}
            {...dragHandlers(row)}
          >
            {/* Pointer only: the keyboard expands with ArrowRight and ArrowLeft. */}
            <chakra.span
              css={styles.toggle}
              aria-hidden="true"
              data-part="toggle"
              onClick={hasChildren(node) ? (event) => toggle(event, row) : undefined}
            >
              {hasChildren(node) && <ChevronIcon />}
            </chakra.span>
            {node.swatch && (
              <chakra.span
                css={rowStyles.swatch}
                aria-hidden="true"
                data-part="swatch"
                style={swatchStyle(node.swatch)}
              />
            )}
            <chakra.span css={styles.text}>
              <chakra.span css={rowStyles.label} id={ids.label}>
                {node.label}
              </chakra.span>
              {/* Spaces between the words, so the visible text reads as the name does. */}
              {node.detail && ' '}
              {node.detail && (
                <chakra.span css={styles.detail} id={ids.detail}>
                  {node.detail}
                </chakra.span>
              )}
              {node.retired && ' '}
              {node.retired && (
                <Badge css={styles.retired} id={ids.retired} size="sm" variant="outline">
                  {texts.retired}
                </Badge>
              )}
            </chakra.span>
            {onMove && (
              <chakra.span css={styles.actions}>
                {(['up', 'down'] as const).map((direction) => (
                  <IconButton
                    key={direction}
                    data-move={direction}
                    size="xs"
                    variant="ghost"
                    aria-label={direction === 'up' ? texts.moveUp : texts.moveDown}
                    aria-describedby={ids.label}
                    // Only the focused row's buttons take Tab: the tree is one stop plus two.
                    tabIndex={tabbable ? 0 : -1}
                    disabled={direction === 'up' ? index === 0 : index === list.length - 1}
                    onClick={(event) => {
                      event.stopPropagation();
                      move(row, direction, 'button');
                    }}
                    onFocus={() => setFocusedId(node.id)}
                  >
                    {direction === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
                  </IconButton>
                ))}
              </chakra.span>
            )}
          </chakra.div>
          {open && (
            <chakra.ul css={styles.group} role="group" id={ids.group}>
              {renderNodes(node.children ?? [], level + 1, node.id)}
            </chakra.ul>
          )}
        </chakra.li>
      );
    });
  }

  if (nodes.length === 0) {
    return <chakra.p css={styles.empty}>{texts.empty}</chakra.p>;
  }

  return (
    <chakra.ul css={styles.root} role="tree" aria-label={texts.label}>
      {renderNodes(nodes, 1, null)}
    </chakra.ul>
  );
}
