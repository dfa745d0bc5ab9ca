import {
  ACCESSORY_TYPES,
  type AccessoryType,
  type HardwareEntry,
  type HardwareSummary,
} from '@cutshop/domain/production';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { HardwareTable, type HardwareAmount, type HardwareTableTexts } from './hardware-table';

const englishNames: Record<AccessoryType, string> = {
  clipWall: 'Wall clips',
  screws212: 'Screws 2 1/2"',
  dowel: 'Dowels',
  pinShelves: 'Shelf pins',
  screws58: 'Screws 5/8"',
  leg: 'Legs',
  hinge: 'Hinges',
  hingeBlindCorner: 'Blind corner hinges',
  hingeLazySusan180: 'Lazy susan hinges 180°',
  hingeLazySusan90: 'Lazy susan hinges 90°',
  hingeLazySusan45: 'Lazy susan hinges 45°',
  aventoHKXS: 'Aventos HK-XS lift mechanisms',
  tandenBox: 'Tandembox drawer runners',
  galleryC: 'Gallery C drawer runners',
  golaSupport: 'Gola rail supports',
  golaJ: 'Gola J rail',
  golaC: 'Gola C rail',
  toeKick: 'Toe kick',
  plinthClip: 'Plinth clips',
};

const spanishNames: Record<AccessoryType, string> = {
  clipWall: 'Clips de pared',
  screws212: 'Tornillos 2 1/2"',
  dowel: 'Tarugos',
  pinShelves: 'Soportes de repisa',
  screws58: 'Tornillos 5/8"',
  leg: 'Patas',
  hinge: 'Bisagras',
  hingeBlindCorner: 'Bisagras de esquina ciega',
  hingeLazySusan180: 'Bisagras de esquinero giratorio 180°',
  hingeLazySusan90: 'Bisagras de esquinero giratorio 90°',
  hingeLazySusan45: 'Bisagras de esquinero giratorio 45°',
  aventoHKXS: 'Mecanismos elevables Aventos HK-XS',
  tandenBox: 'Correderas Tandembox',
  galleryC: 'Correderas Gallery C',
  golaSupport: 'Soportes de perfil gola',
  golaJ: 'Perfil gola J',
  golaC: 'Perfil gola C',
  toeKick: 'Zócalo',
  plinthClip: 'Clips de zócalo',
};

function englishAmount({ text, kind, unit }: HardwareAmount): string {
  if (kind === 'length') return `${text} ${unit}`;
  return `${text} ${kind === 'sets' ? 'sets' : 'pcs'}`;
}

function spanishAmount({ text, kind, unit }: HardwareAmount): string {
  if (kind === 'length') return `${text} ${unit}`;
  return `${text} ${kind === 'sets' ? 'juegos' : 'u.'}`;
}

const english: HardwareTableTexts = {
  title: 'Hardware',
  accessory: 'Accessory',
  total: 'Total',
  perCabinet: 'Per cabinet',
  item: 'Item',
  type: 'Type',
  quantity: 'Quantity',
  empty: 'This order needs no hardware.',
  warningsTitle: 'Check before ordering',
  accessoryNames: englishNames,
  amount: englishAmount,
  itemNumber: (index) => `#${index}`,
};

const spanish: HardwareTableTexts = {
  title: 'Herrajes',
  accessory: 'Accesorio',
  total: 'Total',
  perCabinet: 'Por mueble',
  item: 'Artículo',
  type: 'Tipo',
  quantity: 'Cantidad',
  empty: 'Este pedido no necesita herrajes.',
  warningsTitle: 'Revisar antes de pedir',
  accessoryNames: spanishNames,
  amount: spanishAmount,
  itemNumber: (index) => `n.º ${index}`,
  warning: (warning) =>
    `Artículo ${warning.index} (${warning.type}): la puerta elevable está fuera del rango del mecanismo.`,
};

/** A summary with every type at zero except the entries given. */
function summaryOf(
  entries: Partial<Record<AccessoryType, HardwareEntry>>,
  unit: HardwareSummary['unit'] = 'mm',
  warnings: HardwareSummary['warnings'] = [],
): HardwareSummary {
  const accessories = Object.fromEntries(
    ACCESSORY_TYPES.map((type) => [type, entries[type] ?? { total: 0, cabinets: [] }]),
  ) as Record<AccessoryType, HardwareEntry>;
  return { unit, accessories, warnings };
}

/** Two base cabinets of two doors (item 1, quantity 2) and a wall cabinet (item 2). */
const kitchen = summaryOf({
  hinge: {
    total: 12,
    cabinets: [
      { index: 1, type: 'Base', quantity: 8 },
      { index: 2, type: 'Wall', quantity: 4 },
    ],
  },
  pinShelves: {
    total: 16,
    cabinets: [
      { index: 1, type: 'Base', quantity: 8 },
      { index: 2, type: 'Wall', quantity: 8 },
    ],
  },
  leg: { total: 8, cabinets: [{ index: 1, type: 'Base', quantity: 8 }] },
  clipWall: { total: 2, cabinets: [{ index: 2, type: 'Wall', quantity: 2 }] },
  tandenBox: { total: 2, cabinets: [{ index: 1, type: 'Base', quantity: 2 }] },
  toeKick: { total: 1200, cabinets: [{ index: 1, type: 'Base', quantity: 1200 }] },
});

const inchKitchen = summaryOf(
  {
    hinge: { total: 4, cabinets: [{ index: 1, type: 'Wall', quantity: 4 }] },
    golaJ: {
      total: 47.2,
      cabinets: [
        { index: 1, type: 'Wall', quantity: 23.6 },
        { index: 2, type: 'Wall', quantity: 23.6 },
      ],
    },
  },
  'in',
);

const liftUpWarning = summaryOf(
  { clipWall: { total: 2, cabinets: [{ index: 1, type: 'Lift-up wall', quantity: 2 }] } },
  'mm',
  [
    {
      index: 1,
      type: 'Lift-up wall',
      accessory: 'aventoHKXS',
      code: 'liftUpOutOfRange',
      message:
        'Item 1 (Lift-up wall): a lift-up door of 1900 x 350 mm is outside the range of the lift mechanism (height 240-600 mm, width up to 1800 mm); none counted.',
    },
  ],
);

const meta = {
  title: 'Components/Admin/HardwareTable',
  component: HardwareTable,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { summary: kitchen, texts: english },
} satisfies Meta<typeof HardwareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per accessory with a total; the zero ones are left out. */
export const Kitchen: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Hardware' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    // The summary's type order: clipWall, pinShelves, leg, hinge, tandenBox, toeKick.
    await expect(names).toEqual([
      'Wall clips',
      'Shelf pins',
      'Legs',
      'Hinges',
      'Tandembox drawer runners',
      'Toe kick',
    ]);
    const totals = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.nextElementSibling?.textContent);
    await expect(totals).toEqual(['2 pcs', '16 pcs', '8 pcs', '12 pcs', '2 sets', '1200 mm']);
  },
};

/** The disclosure opens with a click and closes with the keyboard; readers hear its state. */
export const Breakdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Per cabinet: Hinges' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.querySelector(
      `#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`,
    );
    await expect(panel).not.toBeVisible();

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const lines = within(canvas.getByRole('table', { name: 'Hinges: Per cabinet' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    await expect(lines).toEqual(['#1Base8 pcs', '#2Wall4 pcs']);

    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
  },
};

/** An inch order: lengths in inches, one decimal, a trailing zero dropped. */
export const InchOrder: Story = {
  args: { summary: inchKitchen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('rowheader', { name: 'Gola J rail' }).nextElementSibling;
    await expect(total).toHaveTextContent('47.2 in');
    await userEvent.click(canvas.getByRole('button', { name: 'Per cabinet: Gola J rail' }));
    await expect(canvas.getAllByText('23.6 in')).toHaveLength(2);
  },
};

/** A warning is shown above the table. */
export const WithWarning: Story = {
  args: { summary: liftUpWarning },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Check before ordering' });
    await expect(note).toHaveTextContent(/outside the range of the lift mechanism/);
  },
};

/** Nothing to order. */
export const Empty: Story = {
  args: { summary: summaryOf({}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This order needs no hardware.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const SpanishTexts: Story = {
  args: { texts: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Por mueble: Bisagras' }));
    await expect(canvas.getByRole('table', { name: 'Bisagras: Por mueble' })).toBeVisible();
    const total = canvas.getByRole('rowheader', {
      name: 'Correderas Tandembox',
    }).nextElementSibling;
    await expect(total).toHaveTextContent('2 juegos');
  },
};

export const SpanishWarning: Story = {
  args: { summary: liftUpWarning, texts: spanish },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('note', { name: 'Revisar antes de pedir' }),
    ).toHaveTextContent(/fuera del rango del mecanismo/);
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: { texts: spanish },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Por mueble: Correderas Tandembox',
      }),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Every style rule that applies in print (inside `@media print`, at any depth of layers). */
function printRules(): string[] {
  const found: string[] = [];
  const walk = (rules: CSSRuleList, inPrint: boolean) => {
    for (const rule of rules) {
      const print =
        inPrint || (rule instanceof CSSMediaRule && rule.media.mediaText.includes('print'));
      if (rule instanceof CSSGroupingRule) walk(rule.cssRules, print);
      else if (print) found.push(rule.cssText);
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules, false);
  return found;
}

/** The print rules whose selector names one of `element`'s classes. */
function printRulesOf(element: Element): string[] {
  const classes = [...element.classList];
  return printRules().filter((rule) => classes.some((name) => rule.includes(`.${name}`)));
}

/** On paper every breakdown is shown, closed or not, and the buttons are left out. */
export const PrintsEveryBreakdown: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Per cabinet: Hinges' });
    const panel = canvasElement.querySelector(
      `#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`,
    ) as Element;
    await expect(panel).toHaveAttribute('hidden');
    await expect(printRulesOf(panel).join('\n')).toMatch(
      /\[hidden\][^{]*\{[^}]*display: table-row !important/,
    );
    await expect(printRulesOf(button.parentElement as Element).join('\n')).toMatch(/display: none/);
  },
};
