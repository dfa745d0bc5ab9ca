import { DesignSystemProvider } from '@cutshop/design-system';
import {
  constructionSchema,
  nodeChanges,
  PROPERTY_FLAGS,
  type EditableNode,
  type FurnitureModel,
  type MessageKey,
} from '@cutshop/domain';
import { DEFAULT_PRODUCTION_SETTINGS } from '@cutshop/domain/production';
import { server } from '@cutshop/mocks/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { modelFieldLabel } from '../src/features/admin/catalogue/model/field-labels';
import { ModelEditor } from '../src/features/admin/catalogue/model/model-editor';
import {
  editableModelSchema,
  emptyModel,
  FLAG_GROUPS,
} from '../src/features/admin/catalogue/model/model-rules';
import { modelPreview } from '../src/features/admin/catalogue/model/model-preview-data';
import { addAdminTexts } from '../src/features/admin/locales';
import { addAdminProductionTexts } from '../src/features/admin/locales/production-texts';
import { setupI18n } from '../src/lib/i18n';

/**
 * The catalogue's model editor (docs/production/catalogue.md): the model's sizes, the customer's
 * options in plain words, its construction, and the live preview of a sample item built by the
 * production code.
 */

beforeEach(async () => {
  setupI18n();
  addAdminTexts();
  addAdminProductionTexts();
  await i18next.changeLanguage('en');
});

/** The editor holding its model as the node form would, with what it last sent. */
function renderEditor(
  options: {
    model?: FurnitureModel;
    errors?: Readonly<Record<string, MessageKey>>;
    name?: string;
  } = {},
) {
  const sent: FurnitureModel[] = [];
  function Harness() {
    const [model, setModel] = useState(options.model ?? emptyModel());
    return (
      <ModelEditor
        value={model}
        onChange={(next) => {
          sent.push(next);
          setModel(next);
        }}
        errors={options.errors}
        name={options.name}
      />
    );
  }
  const user = userEvent.setup();
  // The admin's query cache, as the admin area gives it: the preview reads the shop's settings.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <DesignSystemProvider>
        <Harness />
      </DesignSystemProvider>
    </QueryClientProvider>,
  );
  return { user, sent };
}

/** The preview's parts table, once the preview shows one. */
async function partsTable(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Parts' });
}

/** The row of the parts table whose part is `name`. */
function partRow(table: HTMLElement, name: string): HTMLElement | undefined {
  return within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === name);
}

describe('the model editor', () => {
  it('starts from a new model the rules accept, and previews it', async () => {
    expect(editableModelSchema.safeParse(emptyModel()).success).toBe(true);
    renderEditor({ name: 'Base 1 Door' });
    const table = await partsTable();
    expect(partRow(table, 'Side')).toBeDefined();
    expect(partRow(table, 'Door')).toBeDefined();
    expect(screen.getByRole('table', { name: 'Hardware' })).toHaveTextContent('Legs');
    expect(screen.getByText(/Base 1 Door at 600 × 720 × 560 mm/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Base 1 Door, front view, 600 × 720 mm/ }),
    ).toBeVisible();
  });

  it("builds the sample with the shop's production settings, the defaults until they are read", async () => {
    // The sample Base 1 Door, 600 x 720 on 100 mm legs: box 620. The defaults (gap 3, reveal 2):
    // a door 620 - 2 x 2 = 616 high, 600 - 3 = 597 wide. The shop's gap 5 and reveal 4:
    // 620 - 2 x 4 = 612 by 600 - 5 = 595.
    let answer!: () => void;
    const read = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/production-settings', async () => {
        await read;
        return HttpResponse.json({
          ...DEFAULT_PRODUCTION_SETTINGS,
          frontGapMm: 5,
          frontRevealMm: 4,
          version: 3,
        });
      }),
    );
    renderEditor({ name: 'Base 1 Door' });
    const door = () => within(partRow(screen.getByRole('table', { name: 'Parts' }), 'Door')!);
    await partsTable();
    expect(door().getByText('616 × 597')).toBeVisible();
    answer();
    await waitFor(() => expect(door().getByText('612 × 595')).toBeVisible());
  });

  it('updates the preview’s parts list when the construction’s fixed shelves change', async () => {
    const { user, sent } = renderEditor();
    expect(partRow(await partsTable(), 'Fixed shelf')).toBeUndefined();

    await user.selectOptions(screen.getByLabelText('Fixed shelves'), '2');
    expect(sent.at(-1)?.construction.fixedShelves).toBe(2);
    await waitFor(() => {
      const row = partRow(screen.getByRole('table', { name: 'Parts' }), 'Fixed shelf');
      expect(row).toBeDefined();
      expect(within(row!).getAllByRole('cell')[1]).toHaveTextContent('2');
    });
  });

  it('asks for the fold angle only for a lazy-susan corner, and sets it', async () => {
    // With hinge holes on, the sample asks for hinges: the fold angle picks their type.
    const { user, sent } = renderEditor({
      model: { ...emptyModel(), properties: { hingesHoles: true } },
    });
    expect(screen.queryByLabelText('Fold angle of the corner door')).toBeNull();

    await user.selectOptions(screen.getByLabelText('How it is built'), 'cornerLazySusan');
    const fold = screen.getByLabelText('Fold angle of the corner door');
    expect(fold).toHaveValue('90');
    expect(sent.at(-1)?.construction).toMatchObject({ kind: 'cornerLazySusan', foldAngle: 90 });

    await user.selectOptions(fold, '45');
    expect(sent.at(-1)?.construction.foldAngle).toBe(45);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Hardware' })).toHaveTextContent(
        'Lazy Susan hinges (45°)',
      ),
    );

    await user.selectOptions(screen.getByLabelText('How it is built'), 'wall');
    expect(screen.queryByLabelText('Fold angle of the corner door')).toBeNull();
    expect(sent.at(-1)?.construction).toMatchObject({ kind: 'wall', foldAngle: null });
  });

  it("asks a blind corner for its adjoining run and filler; empty keeps the rules' defaults", async () => {
    const { user, sent } = renderEditor({
      model: { ...emptyModel(), bounds: { ...emptyModel().bounds, xmin: 900, xmax: 1200 } },
    });
    expect(screen.queryByLabelText('Adjoining run depth (mm)')).toBeNull();

    await user.selectOptions(screen.getByLabelText('How it is built'), 'cornerBlind');
    const depth = screen.getByLabelText('Adjoining run depth (mm)');
    const filler = screen.getByLabelText('Filler beside the door (mm)');
    // Empty: the defaults, shown in the field (560 mm on legs, 50 mm of filler).
    expect(depth).toHaveValue('');
    expect(depth).toHaveAttribute('placeholder', '560');
    expect(filler).toHaveAttribute('placeholder', '50');
    expect(sent.at(-1)?.construction).not.toHaveProperty('cornerRunDepthMm');
    // The sample 900 wide: blind zone 560 + 19 + 50, door 900 - 1.5 - 629 - 3 = 266.5 at x 632,
    // blind panel 632 - 3 - 50 - 3 - 1.5 = 574.5 (docs/production/parts.md, "Blind corner").
    const widthOf = (name: string) =>
      within(partRow(screen.getByRole('table', { name: 'Parts' }), name)!)
        .getAllByRole('cell')[2]!
        .textContent?.split(' × ')[1];
    await waitFor(() => expect(widthOf('Panel')).toBe('574.5'));
    expect(widthOf('Filler')).toBe('50');
    expect(widthOf('Door')).toBe('266.5');

    // Beside a wall run of 320: zone 389, door 506.5 at x 392, panel 334.5.
    await user.type(depth, '320');
    expect(sent.at(-1)?.construction.cornerRunDepthMm).toBe(320);
    await waitFor(() => expect(widthOf('Panel')).toBe('334.5'));
    expect(widthOf('Door')).toBe('506.5');

    // Emptied again: the key leaves the construction, no "required" under the field.
    await user.clear(depth);
    expect(sent.at(-1)?.construction).not.toHaveProperty('cornerRunDepthMm');
    expect(screen.queryByText('Required')).toBeNull();
    await waitFor(() => expect(widthOf('Panel')).toBe('574.5'));
  });

  it('asks a lazy-susan corner folding at 90° or 45° for its runs’ depth, not at 180°', async () => {
    const { user, sent } = renderEditor({
      model: {
        ...emptyModel(),
        bounds: { xmin: 800, xmax: 950, ymin: 600, ymax: 900, zmin: 800, zmax: 950 },
      },
    });
    await user.selectOptions(screen.getByLabelText('How it is built'), 'cornerLazySusan');
    expect(screen.getByLabelText('Adjoining run depth (mm)')).toHaveAttribute('placeholder', '560');
    expect(screen.queryByLabelText('Filler beside the door (mm)')).toBeNull();
    // The sample 800 x 800 folding at 90°: an L, its main leaf 800 - 560 - 1.5 = 238.5 wide.
    const table = await partsTable();
    await waitFor(() => expect(partRow(table, 'Door')).toBeDefined());
    expect(
      within(screen.getByRole('table', { name: 'Parts' }))
        .getAllByRole('row')
        .some((row) => /× 238\.5$/.test(within(row).queryAllByRole('cell')[2]?.textContent ?? '')),
    ).toBe(true);
    await user.type(screen.getByLabelText('Adjoining run depth (mm)'), '500');
    expect(sent.at(-1)?.construction.cornerRunDepthMm).toBe(500);

    await user.selectOptions(screen.getByLabelText('Fold angle of the corner door'), '180');
    expect(screen.queryByLabelText('Adjoining run depth (mm)')).toBeNull();
  });

  it('marks a base as a sink base (its back noted for the service cut-out), a base only', async () => {
    const { user, sent } = renderEditor();
    const sink = screen.getByLabelText('Sink base: note the service cut-out in the back');
    expect(sink).not.toBeChecked();
    await user.click(sink);
    expect(sent.at(-1)?.construction.serviceCutout).toBe(true);
    await user.click(sink);
    expect(sent.at(-1)?.construction).not.toHaveProperty('serviceCutout');
    await user.selectOptions(screen.getByLabelText('How it is built'), 'wall');
    expect(screen.queryByLabelText('Sink base: note the service cut-out in the back')).toBeNull();
  });

  it('shows a fold angle the rules refuse on another kind, and lets it go', async () => {
    const model = emptyModel();
    const { user, sent } = renderEditor({
      model: { ...model, construction: { ...model.construction, foldAngle: 90 } },
    });
    const fold = screen.getByLabelText('Fold angle of the corner door');
    expect(fold).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the highlighted fields to see the preview.')).toBeVisible();
    await user.selectOptions(fold, '');
    expect(sent.at(-1)?.construction.foldAngle).toBeNull();
    expect(screen.queryByLabelText('Fold angle of the corner door')).toBeNull();
    await partsTable();
  });

  it('shows a given error translated under its field', () => {
    renderEditor({
      errors: { 'construction.boardMm': 'notPositive', 'bounds.xmax': 'minAboveMax' },
    });
    const board = screen.getByLabelText('Board thickness (mm)');
    expect(board).toHaveAttribute('aria-invalid', 'true');
    expect(board).toHaveAccessibleDescription(/Must be more than 0/);
    expect(screen.getByLabelText('Maximum width (mm)')).toHaveAccessibleDescription(
      /The minimum is above the maximum/,
    );
    expect(screen.getByLabelText('Back thickness (mm)')).not.toHaveAttribute('aria-invalid');
  });

  it('marks a value the rules refuse and shows no preview until it is fixed', async () => {
    const { user, sent } = renderEditor();
    await partsTable();
    const xmin = screen.getByLabelText('Minimum width (mm)');
    await user.clear(xmin);
    await user.type(xmin, '700');
    expect(sent.at(-1)?.bounds.xmin).toBe(700);
    expect(xmin).toHaveAttribute('aria-invalid', 'true');
    expect(xmin).toHaveAccessibleDescription(/The minimum is above the maximum/);
    expect(screen.getByText('Fix the highlighted fields to see the preview.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Parts' })).toBeNull();

    const board = screen.getByLabelText('Board thickness (mm)');
    await user.clear(board);
    expect(Number.isNaN(sent.at(-1)?.construction.boardMm)).toBe(true);
    expect(board).toHaveAttribute('aria-invalid', 'true');
    expect(board).toHaveAccessibleDescription(/Required/);
    await user.type(board, 'x');
    expect(board).toHaveAccessibleDescription(/invalid format/);
    await user.clear(board);
    await user.type(board, '19');
    await user.clear(xmin);
    await user.type(xmin, '300');
    expect(xmin).not.toHaveAttribute('aria-invalid');
    await partsTable();
    expect(screen.queryByText('Fix the highlighted fields to see the preview.')).toBeNull();
  });

  it('hints each size in inches and says that depth 0 is not checked', () => {
    renderEditor();
    expect(screen.getByLabelText('Maximum width (mm)')).toHaveAccessibleDescription('≈ 23.62 in');
    expect(screen.getByLabelText('Minimum depth (mm)')).toHaveAccessibleDescription(
      /≈ 11.81 in.*the depth is not checked/,
    );
  });

  it('offers every option flag in plain words, never its key', async () => {
    const { user, sent } = renderEditor();
    const grouped = FLAG_GROUPS.flatMap((group) => group.flags);
    expect([...grouped].sort()).toEqual([...PROPERTY_FLAGS].sort());
    for (const flag of PROPERTY_FLAGS) {
      expect(screen.queryByText(flag)).toBeNull();
    }
    for (const group of ['Material and assembly', 'Doors', 'Drawers', 'Shelves', 'Holes']) {
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    }
    const doorWidth = screen.getByRole('checkbox', { name: 'Customer sets the door width' });
    expect(doorWidth).not.toBeChecked();
    await user.click(doorWidth);
    expect(sent.at(-1)?.properties).toEqual({ doorWidth: true });
    await user.click(doorWidth);
    expect(sent.at(-1)?.properties).toEqual({});
  });

  it('reads in Spanish, its messages too', async () => {
    await i18next.changeLanguage('es');
    renderEditor({ errors: { 'construction.backMm': 'notPositive' } });
    expect(screen.getByLabelText('Ancho mínimo (mm)')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'El cliente indica el ancho de la puerta' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cómo se fabrica')).toHaveDisplayValue('Mueble bajo');
    expect(screen.getByLabelText('Grosor de la trasera (mm)')).toHaveAccessibleDescription(
      i18next.t('messages.notPositive'),
    );
    expect(await screen.findByRole('table', { name: 'Piezas' })).toHaveTextContent('Lateral');
  });
});

describe('modelPreview', () => {
  it('turns a rule that throws into a message, never an exception', () => {
    const broken = { ...emptyModel(), bounds: { ...emptyModel().bounds, xmax: Number.NaN } };
    const preview = modelPreview(broken, 'Broken');
    expect(preview.kind).toBe('failed');
    expect(preview.kind === 'failed' && preview.message).toMatch(/\S/);
  });

  it('builds the sample at 600 x 720 x 560 mm clamped into the bounds', () => {
    const wall = {
      ...emptyModel(),
      bounds: { xmin: 300, xmax: 500, ymin: 300, ymax: 600, zmin: 0, zmax: 0 },
    };
    const preview = modelPreview(wall, 'Wall');
    expect(preview.kind === 'ready' && preview.size).toEqual({ x: 500, y: 600, z: 0 });
  });
});

describe('modelFieldLabel', () => {
  /** A model node whose every field differs from `emptyModel`'s, every flag on. */
  function changedNode(): { before: EditableNode; after: EditableNode } {
    const base = {
      parentId: 2,
      name: 'Base',
      nameEs: null,
      catType: 'Category',
      order: 0,
      swatch: null,
      sheet: null,
    } as const;
    const before = emptyModel();
    const after: FurnitureModel = {
      bounds: { xmin: 1, xmax: 2, ymin: 3, ymax: 4, zmin: 5, zmax: 6 },
      properties: Object.fromEntries(PROPERTY_FLAGS.map((flag) => [flag, true])),
      construction: {
        kind: 'cornerLazySusan',
        foldAngle: 90,
        doorColumns: 2,
        doorRows: 2,
        drawerFronts: 3,
        fixedShelves: 2,
        nicheMm: 600,
        hingesPerDoor: 3,
        onLegs: false,
        gola: 'topJ',
        boardMm: 19,
        back: 'applied',
        backMm: 8,
        cornerRunDepthMm: 320,
        blindFillerMm: 40,
        serviceCutout: true,
      },
    };
    return { before: { ...base, model: before }, after: { ...base, model: after } };
  }

  it('names every field a model change lists, in English and Spanish', async () => {
    const { before, after } = changedNode();
    const fields = nodeChanges(before, after).map((change) => change.field);
    const expected = [
      ...['xmin', 'xmax', 'ymin', 'ymax', 'zmin', 'zmax'].map((key) => `model.bounds.${key}`),
      ...PROPERTY_FLAGS.map((flag) => `model.properties.${flag}`),
      ...Object.keys(constructionSchema.shape).map((key) => `model.construction.${key}`),
    ];
    expect([...fields].sort()).toEqual([...expected].sort());

    for (const language of ['en', 'es']) {
      await i18next.changeLanguage(language);
      const t = i18next.getFixedT(language, 'admin');
      const labels = fields.map((field) => modelFieldLabel(field, t));
      for (const [index, label] of labels.entries()) {
        expect(label, fields[index]).not.toBe(fields[index]);
        expect(label, fields[index]).not.toMatch(/catalogueModel\./);
      }
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('gives the plain words of a few fields', async () => {
    const t = i18next.getFixedT('en', 'admin');
    expect(modelFieldLabel('model.bounds.xmin', t)).toBe('Minimum width (mm)');
    expect(modelFieldLabel('model.properties.doorWidth', t)).toBe('Customer sets the door width');
    expect(modelFieldLabel('model.construction.fixedShelves', t)).toBe('Fixed shelves');
    expect(modelFieldLabel('construction.boardMm', t)).toBe('Board thickness (mm)');
    expect(modelFieldLabel('name', t)).toBe('name');
    await i18next.changeLanguage('es');
    expect(modelFieldLabel('model.bounds.xmin', i18next.getFixedT('es', 'admin'))).toBe(
      'Ancho mínimo (mm)',
    );
  });
});
