import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import {
  CatalogueTree,
  type CatalogueTreeMoveDirection,
  type CatalogueTreeNode,
  type CatalogueTreeProps,
  type CatalogueTreeTexts,
} from './catalogue-tree';

const english: CatalogueTreeTexts = {
  label: 'Catalogue',
  moveUp: 'Move up',
  moveDown: 'Move down',
  retired: 'Retired',
  empty: 'The catalogue is empty. Add a category to start.',
};

const spanish: CatalogueTreeTexts = {
  label: 'Catálogo',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  retired: 'Retirado',
  empty: 'El catálogo está vacío. Añada una categoría para empezar.',
};

/** A small wood-grain picture, as an uploaded finish tile would show. */
const oakImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c8a06a"/><path d="M0 2h8M0 5h8" stroke="#a67c45"/></svg>',
  );

const catalogue: CatalogueTreeNode[] = [
  {
    id: 1,
    label: 'Cabinets',
    detail: 'Category',
    children: [
      {
        id: 11,
        label: 'Base',
        detail: 'Type',
        children: [
          { id: 111, label: 'Base, 1 door', detail: 'Model' },
          { id: 112, label: 'Base, 2 doors', detail: 'Model' },
          { id: 113, label: 'Base, 3 drawers', detail: 'Model', retired: true },
        ],
      },
      {
        id: 12,
        label: 'Wall',
        detail: 'Type',
        children: [{ id: 121, label: 'Wall, 1 door', detail: 'Model' }],
      },
    ],
  },
  {
    id: 2,
    label: 'Colour tiles',
    detail: 'Category',
    children: [
      { id: 21, label: 'Arctic white', detail: 'CW-01', swatch: '#f4f4f0' },
      { id: 22, label: 'Graphite', detail: 'CG-07', swatch: '#3b3d40' },
      { id: 23, label: 'Sage', detail: 'CS-12', swatch: '#9caf88', retired: true },
    ],
  },
  {
    id: 3,
    label: 'Finish tiles',
    detail: 'Category',
    children: [{ id: 31, label: 'White oak', detail: 'WO-18', swatch: oakImage }],
  },
];

const spanishCatalogue: CatalogueTreeNode[] = [
  {
    id: 1,
    label: 'Muebles',
    detail: 'Categoría',
    children: [
      {
        id: 11,
        label: 'Bajo',
        detail: 'Tipo',
        children: [
          { id: 111, label: 'Bajo, 1 puerta', detail: 'Modelo' },
          { id: 113, label: 'Bajo, 3 cajones', detail: 'Modelo', retired: true },
        ],
      },
    ],
  },
  {
    id: 2,
    label: 'Colores',
    detail: 'Categoría',
    children: [{ id: 21, label: 'Blanco ártico', detail: 'CW-01', swatch: '#f4f4f0' }],
  },
];

/** Moves `id` one place among its siblings, as the app does with the tree's order. */
function moved(
  nodes: CatalogueTreeNode[],
  id: number,
  direction: CatalogueTreeMoveDirection,
): CatalogueTreeNode[] {
  const index = nodes.findIndex((node) => node.id === id);
  if (index >= 0) {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= nodes.length) return nodes;
    const next = [...nodes];
    [next[index], next[target]] = [next[target]!, next[index]!];
    return next;
  }
  return nodes.map((node) =>
    node.children ? { ...node, children: moved(node.children, id, direction) } : node,
  );
}

/** Moves `id` to `index` among its siblings (a drop). */
function movedTo(nodes: CatalogueTreeNode[], id: number, index: number): CatalogueTreeNode[] {
  const from = nodes.findIndex((node) => node.id === id);
  if (from >= 0) {
    const next = [...nodes];
    const [node] = next.splice(from, 1);
    next.splice(index, 0, node!);
    return next;
  }
  return nodes.map((node) =>
    node.children ? { ...node, children: movedTo(node.children, id, index) } : node,
  );
}

/** Plays the app's part: keeps the selection and the order, and reports each call. */
function WithApp(props: CatalogueTreeProps) {
  const [nodes, setNodes] = useState(props.nodes);
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <CatalogueTree
      {...props}
      nodes={nodes}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
      onMove={(id, direction) => {
        setNodes((current) => moved(current, id, direction));
        props.onMove?.(id, direction);
      }}
      onMoveTo={
        props.onMoveTo &&
        ((id, index) => {
          setNodes((current) => movedTo(current, id, index));
          props.onMoveTo?.(id, index);
        })
      }
    />
  );
}

const meta = {
  title: 'Components/Admin/CatalogueTree',
  component: CatalogueTree,
  render: (args) => <WithApp {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    nodes: catalogue,
    texts: english,
    selectedId: null,
    defaultExpandedIds: [1, 11],
    onSelect: fn(),
    onMove: fn(),
  },
} satisfies Meta<typeof CatalogueTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ids of a node's child rows (its owned group), or of the top-level rows, in order. */
function childIds(parent: HTMLElement): string[] {
  const owned = parent.getAttribute('aria-owns');
  const group = owned ? document.getElementById(owned) : parent;
  return Array.from(
    group?.querySelectorAll<HTMLElement>(':scope > li > [role=treeitem]') ?? [],
    (item) => item.dataset.id ?? '',
  );
}

/** The tree with its first category and type open: levels, set sizes and one Tab stop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Catalogue' });
    const cabinets = canvas.getByRole('treeitem', { name: 'Cabinets Category' });
    await expect(cabinets).toHaveAttribute('aria-expanded', 'true');
    await expect(cabinets).toHaveAttribute('aria-level', '1');
    await expect(canvas.getByRole('treeitem', { name: 'Base, 1 door Model' })).toHaveAttribute(
      'aria-level',
      '3',
    );
    await expect(canvas.getByRole('treeitem', { name: 'Colour tiles Category' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(8);
    await expect(childIds(cabinets)).toEqual(['11', '12']);
    // One row in the Tab order (roving tabindex).
    await expect(tree.querySelectorAll('[role=treeitem][tabindex="0"]')).toHaveLength(1);
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
  },
};

/** ArrowDown/Up, Right/Left, Home/End move the focus; Enter and Space select. */
export const KeyboardNavigation: Story = {
  args: { defaultExpandedIds: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const cabinets = canvas.getByRole('treeitem', { name: 'Cabinets Category' });
    await expect(cabinets).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('treeitem', { name: 'Colour tiles Category' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: 'Colour tiles Category' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    const white = canvas.getByRole('treeitem', { name: 'Arctic white CW-01' });
    await expect(white).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(21);
    await expect(white).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    const colours = canvas.getByRole('treeitem', { name: 'Colour tiles Category' });
    await expect(colours).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(colours).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('treeitem', { name: 'Finish tiles Category' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(cabinets).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await expect(cabinets).toHaveAttribute('aria-selected', 'true');
  },
};

/** Alt+ArrowDown and Alt+ArrowUp move the focused row among its siblings; focus stays on it. */
export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree');
    const row = canvas.getByRole('treeitem', { name: 'Base, 1 door Model' });
    row.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledWith(111, 'down');
    const base = canvas.getByRole('treeitem', { name: 'Base Type' });
    await expect(childIds(base)).toEqual(['112', '111', '113']);
    await waitFor(() =>
      expect(canvas.getByRole('treeitem', { name: 'Base, 1 door Model' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('treeitem', { name: 'Base, 1 door Model' })).toHaveAttribute(
      'aria-posinset',
      '2',
    );
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith(111, 'up');
    // At the top already: nothing moves.
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledTimes(2);
    await expect(tree.querySelectorAll('[role=treeitem][tabindex="0"]')).toHaveLength(1);
  },
};

/** The move buttons: the focused row's take Tab; the first's Move up and the last's Move down are off. */
export const MoveButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('treeitem', { name: 'Cabinets Category' });
    const firstRow = within(first);
    await expect(firstRow.getByRole('button', { name: 'Move up' })).toBeDisabled();
    const finish = canvas.getByRole('treeitem', { name: 'Finish tiles Category' });
    await expect(within(finish).getByRole('button', { name: 'Move down' })).toBeDisabled();
    // Tab: the row, then its Move down button (Move up is disabled).
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    const down = firstRow.getByRole('button', { name: 'Move down' });
    await expect(down).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(1, 'down');
    const tree = canvas.getByRole('tree');
    await expect(childIds(tree)).toEqual(['2', '1', '3']);
    // Focus stays on the button that moved the row.
    await waitFor(() => expect(down).toHaveFocus());
    // By pointer too.
    await userEvent.click(within(finish).getByRole('button', { name: 'Move up' }));
    await expect(args.onMove).toHaveBeenLastCalledWith(3, 'up');
  },
};

/** A row is selected by a click; the app keeps the id. */
export const Selected: Story = {
  args: { selectedId: 112 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('treeitem', { name: 'Base, 2 doors Model' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    // The selected row takes Tab.
    await expect(selected).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByText('Wall'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('treeitem', { name: 'Wall Type' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(selected).toHaveAttribute('aria-selected', 'false');
  },
};

/** Retired nodes are dimmed, carry the badge (also in their name) and can still be selected. */
export const WithRetiredNodes: Story = {
  args: { defaultExpandedIds: [1, 11, 2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sage = canvas.getByRole('treeitem', { name: 'Sage CS-12 Retired' });
    await expect(within(sage).getByText('Retired')).toBeVisible();
    await expect(canvas.getAllByText('Retired')).toHaveLength(2);
    await userEvent.click(within(sage).getByText('Sage'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(23);
  },
};

/** The chevron opens and closes a node by pointer. */
export const ExpandByPointer: Story = {
  args: { defaultExpandedIds: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const finish = canvas.getByRole('treeitem', { name: 'Finish tiles Category' });
    await userEvent.click(finish.querySelector<HTMLElement>('[data-part=toggle]')!);
    await expect(finish).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('treeitem', { name: 'White oak WO-18' })).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The app keeps the expanded nodes (controlled). */
export const ControlledExpansion: Story = {
  args: { expandedIds: [2], onExpandedChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('treeitem', { name: 'Graphite CG-07' })).toBeVisible();
    canvas.getByRole('treeitem', { name: 'Cabinets Category' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onExpandedChange).toHaveBeenCalledWith([2, 1]);
  },
};

/** With `onMoveTo`, a row can be dragged onto a sibling's place. */
export const DragAndDrop: Story = {
  args: { defaultExpandedIds: [2], onMoveTo: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const white = canvas.getByRole('treeitem', { name: 'Arctic white CW-01' });
    const sage = canvas.getByRole('treeitem', { name: 'Sage CS-12 Retired' });
    await expect(white).toHaveAttribute('draggable', 'true');
    const dataTransfer = new DataTransfer();
    white.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer }));
    // A row of another parent takes no drop.
    const cabinets = canvas.getByRole('treeitem', { name: 'Cabinets Category' });
    cabinets.dispatchEvent(new DragEvent('dragover', { bubbles: true, dataTransfer }));
    cabinets.dispatchEvent(new DragEvent('drop', { bubbles: true, dataTransfer }));
    await expect(args.onMoveTo).not.toHaveBeenCalled();
    await waitFor(() => {
      sage.dispatchEvent(
        new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }),
      );
      expect(sage).toHaveAttribute('data-drop-target');
    });
    sage.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(args.onMoveTo).toHaveBeenCalledWith(21, 2);
    const colours = canvas.getByRole('treeitem', { name: 'Colour tiles Category' });
    await expect(childIds(colours)).toEqual(['22', '23', '21']);
  },
};

/** Without `onMove` the rows have no move buttons. */
export const ReadOnly: Story = {
  args: { onMove: undefined },
  render: (args) => <CatalogueTree {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The catalogue is empty/)).toBeVisible();
    await expect(canvas.queryByRole('tree')).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    defaultExpandedIds: [1],
    selectedId: 9,
    nodes: [
      {
        id: 1,
        label: 'Tall pantry units with pull-out baskets and soft-close hinges for large kitchens',
        detail: 'Category',
        children: [
          {
            id: 9,
            label:
              'Pantry unit, two doors, five adjustable shelves, internal drawers and a wine rack at the bottom',
            detail: 'PANTRY-2D-5S-3DR-WINE-RACK-2400',
            retired: true,
            swatch: '#6b4f3a',
          },
        ],
      },
    ],
  },
};

export const SpanishTexts: Story = {
  args: { nodes: spanishCatalogue, texts: spanish, selectedId: 113 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tree', { name: 'Catálogo' })).toBeVisible();
    const retired = canvas.getByRole('treeitem', { name: 'Bajo, 3 cajones Modelo Retirado' });
    await expect(retired).toHaveAttribute('aria-selected', 'true');
    await expect(within(retired).getByRole('button', { name: 'Bajar' })).toBeDisabled();
  },
};

export const SpanishEmpty: Story = {
  args: { nodes: [], texts: spanish },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/El catálogo está vacío/)).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: { defaultExpandedIds: [1, 11, 2], selectedId: 22 },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
