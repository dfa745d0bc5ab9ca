import {
  PART_ROLE_WORDS,
  type CutList,
  type Grain,
  type MaterialKey,
  type Part,
  type PartRole,
  type ProductionMaterial,
} from '@cutshop/domain/production';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { CutListTable, type CutListTableTexts } from './cut-list-table';

const englishGrain: Record<Grain, string> = { L: 'Lengthwise', W: 'Crosswise', N: 'None' };
const spanishGrain: Record<Grain, string> = { L: 'A lo largo', W: 'A lo ancho', N: 'Sin veta' };
const englishKinds: Record<MaterialKey, string> = {
  cabinet: 'Cabinet colour',
  finish: 'Finish',
  back: 'Back',
  drawer: 'Drawer boxes',
};
const spanishKinds: Record<MaterialKey, string> = {
  cabinet: 'Color del mueble',
  finish: 'Acabado',
  back: 'Fondo',
  drawer: 'Cajones',
};

const english: CutListTableTexts = {
  title: 'Cut list',
  empty: 'There is nothing to cut.',
  part: 'Part',
  role: 'Role',
  cut: 'Cut L × W',
  finished: 'Finished',
  thickness: 'Thickness',
  quantity: 'Qty',
  grain: 'Grain',
  edges: 'Edges',
  noEdges: 'None',
  roleNames: PART_ROLE_WORDS.en,
  grainNames: englishGrain,
  materialKinds: englishKinds,
  sheet: ({ size, grain }) => `Sheet ${size}, ${grain ? 'with grain' : 'no grain'}`,
  cabinet: (cabinet) =>
    `Item ${cabinet.index}: ${cabinet.typeName}, ${cabinet.modelName} (× ${cabinet.quantity})`,
  parts: 'Parts',
  area: 'Area',
  edgeBand: 'Edge band',
  overall: 'All materials',
  tableLabel: (name) => `Parts of ${name}`,
  problemsTitle: 'Items that cannot be built',
};

const spanish: CutListTableTexts = {
  ...english,
  title: 'Lista de corte',
  empty: 'No hay nada que cortar.',
  part: 'Pieza',
  role: 'Función',
  cut: 'Corte L × A',
  finished: 'Terminada',
  thickness: 'Espesor',
  quantity: 'Cant.',
  grain: 'Veta',
  edges: 'Cantos',
  noEdges: 'Ninguno',
  roleNames: PART_ROLE_WORDS.es,
  grainNames: spanishGrain,
  materialKinds: spanishKinds,
  sheet: ({ size, grain }) => `Tablero ${size}, ${grain ? 'con veta' : 'sin veta'}`,
  cabinet: (cabinet) =>
    `Artículo ${cabinet.index}: ${cabinet.typeName}, ${cabinet.modelName} (× ${cabinet.quantity})`,
  parts: 'Piezas',
  area: 'Superficie',
  edgeBand: 'Tapacanto',
  overall: 'Todos los materiales',
  tableLabel: (name) => `Piezas de ${name}`,
  problemsTitle: 'Artículos que no se pueden fabricar',
  problem: (problem) => `Artículo ${problem.index}: el modelo ya no está en el catálogo.`,
};

const white: ProductionMaterial = {
  key: 'cabinet',
  code: 'COL-12',
  name: 'White melamine',
  custom: false,
  sheetLengthMm: 2800,
  sheetWidthMm: 2070,
  thicknessMm: 18,
  grain: false,
};

const oak: ProductionMaterial = {
  key: 'finish',
  code: 'FIN-3',
  name: 'Natural oak',
  custom: false,
  sheetLengthMm: 2800,
  sheetWidthMm: 2070,
  thicknessMm: 18,
  grain: true,
};

const noEdges = { L1: false, L2: false, W1: false, W2: false };

function part(
  code: string,
  role: PartRole,
  name: string,
  finished: [number, number],
  cut: [number, number],
  perCabinet: number,
  quantity: number,
  extra: Partial<Part> = {},
): Part {
  return {
    code,
    role,
    name,
    material: 'cabinet',
    thicknessMm: 18,
    finished: { lengthMm: finished[0], widthMm: finished[1] },
    cut: { lengthMm: cut[0], widthMm: cut[1] },
    perCabinet,
    quantity,
    grain: 'N',
    edges: noEdges,
    ...extra,
  };
}

const frontEdge = { ...noEdges, L1: true };
const allEdges = { L1: true, L2: true, W1: true, W2: true };
const base = {
  index: 1,
  typeName: 'Base',
  modelName: 'Base 2 doors',
  description: 'Sink',
  quantity: 2,
};

/**
 * Item 1, two base cabinets. Cabinet colour: 4 sides 720 x 560 (front edge banded), 2 bottoms
 * 564 x 560 (front edge), 4 stretchers 564 x 100: 10 parts; area 4 x 0.4032 + 2 x 0.31584 +
 * 4 x 0.0564 = 2.470 m²; band (720 + 50) x 4 + (564 + 50) x 2 = 4308 mm = 4.31 m. Finish: 4 doors
 * 716 x 297 banded all round: area 4 x 0.212652 = 0.851 m²; band 4 x 2 x (766 + 347) = 8904 mm.
 */
const kitchen: CutList = {
  unit: 'mm',
  edgeBand: { thicknessMm: 1, overlengthMm: 50 },
  materials: [
    {
      material: white,
      cabinets: [
        {
          ...base,
          parts: [
            part('side1', 'side', 'Side', [720, 560], [720, 559], 2, 4, { edges: frontEdge }),
            part('bottom1', 'bottom', 'Bottom', [564, 560], [564, 559], 1, 2, { edges: frontEdge }),
            part('stretcher1', 'stretcher', 'Stretcher', [564, 100], [564, 100], 2, 4),
          ],
        },
      ],
      totals: { parts: 10, areaM2: 2.47, edgeBandM: 4.31 },
    },
    {
      material: oak,
      cabinets: [
        {
          ...base,
          parts: [
            part('door1', 'door', 'Door', [716, 297], [714, 295], 2, 4, {
              material: 'finish',
              grain: 'L',
              edges: allEdges,
            }),
          ],
        },
      ],
      totals: { parts: 4, areaM2: 0.851, edgeBandM: 8.9 },
    },
  ],
  totals: { parts: 14, areaM2: 3.321, edgeBandM: 13.21 },
  problems: [],
};

const inchKitchen: CutList = { ...kitchen, unit: 'in' };

const withProblem: CutList = {
  ...kitchen,
  problems: [
    {
      index: 2,
      code: 'unknownModel',
      message: 'Item 2 (Wall 1 door): its model is no longer in the catalogue.',
    },
  ],
};

const meta = {
  title: 'Components/Admin/CutListTable',
  component: CutListTable,
  args: { cutList: kitchen, texts: english },
} satisfies Meta<typeof CutListTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parts by material, then cabinet, with totals per material and overall. */
export const Kitchen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const materials = canvas.getAllByRole('heading', { level: 3 });
    await expect(materials.map((heading) => heading.textContent)).toEqual([
      'Cabinet colour: White melamine (COL-12)',
      'Finish: Natural oak (FIN-3)',
    ]);
    const white = canvas.getByRole('region', { name: 'Parts of White melamine' });
    await expect(within(white).getByRole('rowheader')).toHaveTextContent(
      'Item 1: Base, Base 2 doors (× 2)',
    );
    const side = within(white).getAllByRole('row')[2] as HTMLElement;
    await expect(side).toHaveTextContent('720 × 559 mm');
    await expect(side).toHaveTextContent('Finished: 720 × 560 mm');
    await expect(side).toHaveTextContent('L1');
    await expect(canvas.getByText('3.321 m²')).toBeVisible();
    await expect(canvas.getByText('13.21 m')).toBeVisible();
  },
};

/** An inch order: every length in millimetres and inches. */
export const InchOrder: Story = {
  args: { cutList: inchKitchen },
  play: async ({ canvasElement }) => {
    const white = within(canvasElement).getByRole('region', { name: 'Parts of White melamine' });
    // 720 / 25.4 = 28.35 = 28 11/32 to the nearest 1/32; 559 / 25.4 = 22.01 = 22.
    await expect(within(white).getAllByText('28 11/32" × 22"')[0]).toBeVisible();
    await expect(within(white).getAllByText('28.35 × 22.01 in · 720 × 559 mm')[0]).toBeVisible();
    // 18 / 25.4 = 0.709 in = 22.7 / 32: 23/32.
    await expect(within(white).getAllByText('23/32" (0.71 in, 18 mm)')).toHaveLength(3);
  },
};

export const WithProblem: Story = {
  args: { cutList: withProblem },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('note', { name: 'Items that cannot be built' }),
    ).toHaveTextContent('no longer in the catalogue');
  },
};

export const Empty: Story = {
  args: {
    cutList: {
      ...kitchen,
      materials: [],
      totals: { parts: 0, areaM2: 0, edgeBandM: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is nothing to cut.')).toBeVisible();
  },
};

export const SpanishTexts: Story = {
  args: { texts: spanish, cutList: withProblem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Piezas de Natural oak' })).toBeVisible();
    await expect(canvas.getByText('Todos los materiales')).toBeVisible();
    await expect(canvas.getByText(/el modelo ya no está/)).toBeVisible();
  },
};

/**
 * On a phone each part is a card that fits the screen: nothing scrolls sideways, neither the
 * table's box nor the page, and every cell names its column.
 */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Parts of White melamine' });
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const right = box.getBoundingClientRect().right;
    for (const cell of box.querySelectorAll('td')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    const quantity = box.querySelector('td[data-label="Qty"]');
    await expect(quantity).not.toBeNull();
    await expect(getComputedStyle(quantity!, '::before').content).toBe('"Qty"');
  },
};

/** On paper each material after the first starts a new page, and the table is not scrolled. */
export const PrintsMaterialsOnTheirOwnPages: Story = {
  play: async ({ canvasElement }) => {
    const materials = canvasElement.querySelectorAll('[data-material]');
    await expect(materials).toHaveLength(2);
    const rules: string[] = [];
    const walk = (list: CSSRuleList, inPrint: boolean) => {
      for (const rule of list) {
        const print =
          inPrint || (rule instanceof CSSMediaRule && rule.media.mediaText.includes('print'));
        if (rule instanceof CSSGroupingRule) walk(rule.cssRules, print);
        else if (print) rules.push(rule.cssText);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules, false);
    const [first] = [...(materials[0] as Element).classList];
    await expect(
      rules.some(
        (rule) => rule.includes(`.${first} + .${first}`) && rule.includes('break-before: page'),
      ),
    ).toBe(true);
  },
};
