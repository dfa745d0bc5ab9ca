import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest, migrationSource, rollbackAll, runSeeds } from '@cutshop/migrations';
import { catalogueSnapshot, findNode, type StoredOrder } from '@cutshop/domain';
import { REFERENCE_ORDER_MM } from '@cutshop/domain/testing';
import { orderToRow } from '../src/repositories/orders/order-row';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { placeOrder } from './support/admin-session';

const TABLES = [
  'categories',
  'orders',
  'email_outbox',
  'idempotency_keys',
  'users',
  'refresh_tokens',
  'password_reset_tokens',
  'order_status_history',
  'order_counts',
  'order_catalogue_snapshots',
  'catalogue_history',
  'catalogue_revision',
  'catalogue_images',
  'price_list',
  'price_list_history',
  'order_prices',
  'order_tracking_tokens',
  'production_settings',
  'production_settings_history',
  'order_production_settings',
  'offcuts',
  'order_cutting_plans',
];
const MIGRATION_COUNT = 20;
const SLOTS_MIGRATION = '20261124110000_add_order_count_slots';
const CONSTRUCTION_MIGRATION = '20261124100000_add_catalogue_construction';
const SHARED_STATE_MIGRATION = '20261124120000_add_shared_limits_and_outbox_leases';
const SNAPSHOTS_MIGRATION = '20261126100000_add_order_catalogue_snapshots';
const CATALOGUE_EDITING_MIGRATION = '20261126120000_catalogue_editing';
const PRICES_MIGRATION = '20261126140000_prices';
const TRACKING_MIGRATION = '20261126160000_create_order_tracking_tokens';
const SEARCH_MIGRATION = '20261126180000_add_order_search_index';
const SETTINGS_MIGRATION = '20261126200000_production_settings';
const OFFCUTS_MIGRATION = '20261127100000_offcut_stock';
const CONSTRUCTION_COLUMNS = [
  'construction',
  'sheet_length',
  'sheet_width',
  'sheet_thickness',
  'sheet_grain',
];

/** A catalogue row as it was before the construction migration. */
function oldCategoryRow(
  id: number,
  parentId: number | null,
  catType: 'Category' | 'Color' | 'Material',
  extra: { custom?: boolean; flags?: readonly string[] } = {},
) {
  const bounds = extra.flags
    ? { xmin: 300, xmax: 600, ymin: 600, ymax: 900, zmin: 300, zmax: 650 }
    : { xmin: null, xmax: null, ymin: null, ymax: null, zmin: null, zmax: null };
  return {
    id,
    parent_id: parentId,
    name: `Row ${id}`,
    cat_type: catType,
    sort_order: 1,
    swatch: null,
    is_custom: extra.custom ?? false,
    filepath: null,
    ...bounds,
    properties: extra.flags
      ? JSON.stringify(Object.fromEntries(extra.flags.map((flag) => [flag, true])))
      : null,
  };
}

/** Every construction field a test does not state: a one-door box, 18 mm board and back. */
const BOX = {
  foldAngle: null,
  doorColumns: 1,
  doorRows: 1,
  drawerFronts: 0,
  fixedShelves: 0,
  nicheMm: 0,
  hingesPerDoor: null,
  gola: 'none',
  boardMm: 18,
  back: 'inside',
  backMm: 18,
};

forEachDatabase('migrations', (database) => {
  let server: TestServer;

  /** Rolls everything back, then migrates up to (not including) `name`. */
  async function migrateUpTo(name: string): Promise<void> {
    await rollbackAll(server.db);
    for (;;) {
      const [, pending] = (await server.db.migrate.list({ migrationSource })) as [
        unknown,
        { name: string }[],
      ];
      if (pending[0]?.name === name) return;
      await server.db.migrate.up({ migrationSource });
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('have nothing left to run after start', async () => {
    expect(await migrateToLatest(server.db)).toEqual([]);
  });

  it('roll back completely and migrate up again', async () => {
    await rollbackAll(server.db);
    for (const table of TABLES) expect(await server.db.schema.hasTable(table)).toBe(false);

    expect(await migrateToLatest(server.db)).toHaveLength(MIGRATION_COUNT);
    for (const table of TABLES) expect(await server.db.schema.hasTable(table)).toBe(true);
    expect(await runSeeds(server.db)).toEqual([{ name: '01_catalogue', applied: true }]);
  });

  it('count the orders stored before the counters existed', async () => {
    const template: StoredOrder = await placeOrder(server);
    await rollbackAll(server.db);
    // Up to, not including, the counters: the tables the orders need.
    while (!(await server.db.schema.hasTable('order_status_history'))) {
      await server.db.migrate.up({ migrationSource });
    }
    const rows = [
      { status: 'Pending', updatedAt: '2026-03-04T10:00:00.000Z' },
      { status: 'Pending', updatedAt: '2026-03-04T23:59:59.999Z' },
      { status: 'Rejected', updatedAt: '2026-03-05T00:00:00.000Z' },
      { status: 'To Cut', updatedAt: '2026-04-01T08:30:00.000Z' },
    ] as const;
    for (const [index, row] of rows.entries()) {
      await server.db('orders').insert(
        orderToRow({
          ...template,
          uuid: `00000000-0000-4000-8000-00000000000${index}`,
          status: row.status,
          updatedAt: row.updatedAt,
        }),
      );
    }
    // The counters' own migration only (a later one gives them slots).
    await server.db.migrate.up({ migrationSource });
    const counts = await server
      .db('order_counts')
      .select('grain', 'period', 'status', 'order_count')
      .orderBy(['grain', 'period', 'status']);
    expect(counts.map((c) => ({ ...c, order_count: Number(c.order_count) }))).toEqual([
      { grain: 'all', period: '', status: 'Pending', order_count: 2 },
      { grain: 'all', period: '', status: 'Rejected', order_count: 1 },
      { grain: 'all', period: '', status: 'To Cut', order_count: 1 },
      { grain: 'day', period: '2026-03-04', status: 'Pending', order_count: 2 },
      { grain: 'day', period: '2026-03-05', status: 'Rejected', order_count: 1 },
      { grain: 'day', period: '2026-04-01', status: 'To Cut', order_count: 1 },
      { grain: 'month', period: '2026-03', status: 'Pending', order_count: 2 },
      { grain: 'month', period: '2026-03', status: 'Rejected', order_count: 1 },
      { grain: 'month', period: '2026-04', status: 'To Cut', order_count: 1 },
      { grain: 'revision', period: '', status: '', order_count: 0 },
    ]);
  });

  it('add construction and sheets to a catalogue stored before them, and drop them again', async () => {
    await rollbackAll(server.db);
    for (;;) {
      const [, pending] = (await server.db.migrate.list({ migrationSource })) as [
        unknown,
        { name: string }[],
      ];
      if (pending[0]?.name === CONSTRUCTION_MIGRATION) break;
      await server.db.migrate.up({ migrationSource });
    }
    await server.db('categories').insert([
      oldCategoryRow(6, null, 'Color'),
      oldCategoryRow(11, null, 'Color', { custom: true }),
      oldCategoryRow(26, null, 'Material'),
      oldCategoryRow(40, null, 'Material'),
      oldCategoryRow(100, null, 'Category'),
      oldCategoryRow(110, 100, 'Category'),
      oldCategoryRow(142, 110, 'Category', { flags: ['includeDoor'] }),
      oldCategoryRow(901, 110, 'Category', { flags: ['wallMount', 'includeDoor', 'jProfile'] }),
      oldCategoryRow(902, 110, 'Category', {
        flags: ['frontDrawer', 'drawerSlides', 'jProfile', 'cProfile'],
      }),
      oldCategoryRow(903, 110, 'Category', { flags: ['cabinetMaterial', 'cutOrientation'] }),
      oldCategoryRow(904, 110, 'Category', {
        flags: ['includeDoor', 'frontDrawer', 'cutOrientation', 'cProfile'],
      }),
    ]);

    const [, ran] = (await server.db.migrate.up({ migrationSource })) as [unknown, string[]];
    expect(ran).toEqual([CONSTRUCTION_MIGRATION]);
    const rows = await server
      .db('categories')
      .select('id', ...CONSTRUCTION_COLUMNS)
      .orderBy('id');
    const read = rows.map((row) => ({
      id: row.id,
      construction:
        typeof row.construction === 'string' ? JSON.parse(row.construction) : row.construction,
      sheet:
        row.sheet_length === null
          ? null
          : [row.sheet_length, row.sheet_width, row.sheet_thickness, row.sheet_grain].map(Number),
    }));
    expect(read).toEqual([
      { id: 6, construction: null, sheet: [2800, 2070, 18, 1] },
      { id: 11, construction: null, sheet: null },
      { id: 26, construction: null, sheet: [2500, 1250, 19, 1] },
      { id: 40, construction: null, sheet: [2800, 2070, 18, 0] },
      { id: 100, construction: null, sheet: null },
      { id: 110, construction: null, sheet: null },
      // A seeded id keeps the seed's construction, whatever its flags say.
      {
        id: 142,
        construction: {
          ...BOX,
          kind: 'cornerLazySusan',
          foldAngle: 90,
          doorColumns: 2,
          onLegs: true,
        },
        sheet: null,
      },
      {
        id: 901,
        construction: { ...BOX, kind: 'wall', onLegs: false, gola: 'topJ' },
        sheet: null,
      },
      {
        id: 902,
        construction: {
          ...BOX,
          kind: 'drawerBase',
          doorColumns: 0,
          drawerFronts: 3,
          onLegs: true,
          gola: 'topJMidC',
        },
        sheet: null,
      },
      {
        id: 903,
        construction: { ...BOX, kind: 'panel', doorColumns: 0, onLegs: false },
        sheet: null,
      },
      // A drawer with a door is no drawer unit, cutOrientation among others no panel, and a C
      // rail without the J rail no gola.
      { id: 904, construction: { ...BOX, kind: 'base', onLegs: true }, sheet: null },
    ]);

    await server.db.migrate.down({ migrationSource });
    for (const column of CONSTRUCTION_COLUMNS) {
      expect(await server.db.schema.hasColumn('categories', column), column).toBe(false);
    }
    expect(await server.db('categories').count({ count: '*' })).toEqual([{ count: 11 }]);
    expect(await migrateToLatest(server.db)).toEqual([
      CONSTRUCTION_MIGRATION,
      SLOTS_MIGRATION,
      SHARED_STATE_MIGRATION,
      SNAPSHOTS_MIGRATION,
      CATALOGUE_EDITING_MIGRATION,
      PRICES_MIGRATION,
      TRACKING_MIGRATION,
      SEARCH_MIGRATION,
      SETTINGS_MIGRATION,
      OFFCUTS_MIGRATION,
    ]);
  });

  it('give the counters slots with the counts of the stored orders, and take them away again', async () => {
    const template: StoredOrder = await placeOrder(server);
    await rollbackAll(server.db);
    for (;;) {
      const [, pending] = (await server.db.migrate.list({ migrationSource })) as [
        unknown,
        { name: string }[],
      ];
      if (pending[0]?.name === SLOTS_MIGRATION) break;
      await server.db.migrate.up({ migrationSource });
    }
    const rows = [
      { status: 'Pending', updatedAt: '2026-03-04T10:00:00.000Z' },
      { status: 'Pending', updatedAt: '2026-03-04T23:59:59.999Z' },
      { status: 'Approved', updatedAt: '2026-03-31T23:59:59.999Z' },
      { status: 'Rejected', updatedAt: '2026-03-05T00:00:00.000Z' },
      { status: 'To Cut', updatedAt: '2026-04-01T08:30:00.000Z' },
    ] as const;
    for (const [index, row] of rows.entries()) {
      await server.db('orders').insert(
        orderToRow({
          ...template,
          uuid: `00000000-0000-4000-8000-00000000001${index}`,
          status: row.status,
          updatedAt: row.updatedAt,
        }),
      );
    }
    // The counters as the old shape kept them: one of them wrong, and 41 changes so far.
    await server.db('order_counts').delete();
    await server.db('order_counts').insert([
      { grain: 'all', period: '', status: 'Pending', order_count: 2 },
      { grain: 'all', period: '', status: 'Approved', order_count: 1 },
      { grain: 'all', period: '', status: 'Rejected', order_count: 1 },
      { grain: 'all', period: '', status: 'To Cut', order_count: 3 },
      { grain: 'revision', period: '', status: '', order_count: 41 },
    ]);

    expect(await migrateToLatest(server.db)).toEqual([
      SLOTS_MIGRATION,
      SHARED_STATE_MIGRATION,
      SNAPSHOTS_MIGRATION,
      CATALOGUE_EDITING_MIGRATION,
      PRICES_MIGRATION,
      TRACKING_MIGRATION,
      SEARCH_MIGRATION,
      SETTINGS_MIGRATION,
      OFFCUTS_MIGRATION,
    ]);
    const slotted = await server
      .db('order_counts')
      .select('grain', 'period', 'status', 'slot', 'order_count')
      .orderBy(['grain', 'period', 'status', 'slot']);
    expect(
      slotted.map((c) => ({ ...c, slot: Number(c.slot), order_count: Number(c.order_count) })),
    ).toEqual([
      { grain: 'all', period: '', status: 'Approved', slot: 0, order_count: 1 },
      { grain: 'all', period: '', status: 'Pending', slot: 0, order_count: 2 },
      { grain: 'all', period: '', status: 'Rejected', slot: 0, order_count: 1 },
      { grain: 'all', period: '', status: 'To Cut', slot: 0, order_count: 1 },
      { grain: 'day', period: '2026-03-04', status: 'Pending', slot: 0, order_count: 2 },
      { grain: 'day', period: '2026-03-05', status: 'Rejected', slot: 0, order_count: 1 },
      { grain: 'day', period: '2026-03-31', status: 'Approved', slot: 0, order_count: 1 },
      { grain: 'day', period: '2026-04-01', status: 'To Cut', slot: 0, order_count: 1 },
      { grain: 'month', period: '2026-03', status: 'Approved', slot: 0, order_count: 1 },
      { grain: 'month', period: '2026-03', status: 'Pending', slot: 0, order_count: 2 },
      { grain: 'month', period: '2026-03', status: 'Rejected', slot: 0, order_count: 1 },
      { grain: 'month', period: '2026-04', status: 'To Cut', slot: 0, order_count: 1 },
      { grain: 'revision', period: '', status: '', slot: 0, order_count: 42 },
    ]);

    // Two slots of one counter, as concurrent writers leave them, summed on the way down.
    await server.db('order_counts').insert([
      { grain: 'all', period: '', status: 'Pending', slot: 7, order_count: 3 },
      { grain: 'revision', period: '', status: '', slot: 7, order_count: 3 },
    ]);
    // Down past the later migrations first, then this one.
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    await server.db.migrate.down({ migrationSource });
    expect(await server.db.schema.hasColumn('order_counts', 'slot')).toBe(false);
    const unslotted = await server
      .db('order_counts')
      .select('grain', 'period', 'status', 'order_count')
      .whereIn('grain', ['all', 'revision'])
      .orderBy(['grain', 'period', 'status']);
    expect(unslotted.map((c) => ({ ...c, order_count: Number(c.order_count) }))).toEqual([
      { grain: 'all', period: '', status: 'Approved', order_count: 1 },
      { grain: 'all', period: '', status: 'Pending', order_count: 5 },
      { grain: 'all', period: '', status: 'Rejected', order_count: 1 },
      { grain: 'all', period: '', status: 'To Cut', order_count: 1 },
      { grain: 'revision', period: '', status: '', order_count: 45 },
    ]);
    expect(await migrateToLatest(server.db)).toEqual([
      SLOTS_MIGRATION,
      SHARED_STATE_MIGRATION,
      SNAPSHOTS_MIGRATION,
      CATALOGUE_EDITING_MIGRATION,
      PRICES_MIGRATION,
      TRACKING_MIGRATION,
      SEARCH_MIGRATION,
      SETTINGS_MIGRATION,
      OFFCUTS_MIGRATION,
    ]);
  });

  it('give every stored order the catalogue it uses, as it is when the migration runs', async () => {
    const response = await server.postOrder(REFERENCE_ORDER_MM);
    expect(response.status).toBe(201);
    const reference = (await response.json()) as StoredOrder;
    const small = await placeOrder(server);
    await migrateUpTo(SNAPSHOTS_MIGRATION);
    expect(await runSeeds(server.db)).toEqual([{ name: '01_catalogue', applied: true }]);
    // A model gone from the catalogue and a custom finish leave nothing to keep.
    const gone: StoredOrder = {
      ...small,
      uuid: '00000000-0000-4000-8000-000000000020',
      cabinets: small.cabinets.map((item) => ({
        ...item,
        cabinet: { ...item.cabinet, id: 99999 },
      })),
      material: small.material.map((entry) =>
        entry.materialType === 'finish'
          ? { ...entry, catType: 'Custom', id: null, x: 2000, y: 1000, z: 18, grain: false }
          : entry,
      ),
    };
    const orders = [reference, small, gone];
    // More orders than the migration reads at a time.
    for (let index = 0; index < 205; index += 1) {
      orders.push({
        ...small,
        uuid: `00000000-0000-4000-8000-1${String(index).padStart(11, '0')}`,
      });
    }
    await server.db.batchInsert('orders', orders.map(orderToRow), 50);
    // The catalogue as the shop changed it before the migration: that is what the orders keep.
    const changedModel = reference.cabinets[0]!.cabinet.id;
    await server
      .db('categories')
      .where({ id: changedModel })
      .update({ construction: server.db.raw("json_set(construction, '$.fixedShelves', 4)") });

    const [, ran] = (await server.db.migrate.up({ migrationSource })) as [unknown, string[]];
    expect(ran).toEqual([SNAPSHOTS_MIGRATION]);
    const tree = await server.services.repositories.catalogue.loadTree();
    expect(findNode(tree, changedModel)?.model?.construction.fixedShelves).toBe(4);
    for (const order of orders) {
      const kept = await server.services.repositories.orderCatalogues.find(order.uuid);
      expect(kept, order.uuid).toEqual(catalogueSnapshot(order, tree));
    }
    const referenceKept = await server.services.repositories.orderCatalogues.find(reference.uuid);
    expect(findNode(referenceKept ?? [], changedModel)?.model?.construction).toEqual(
      findNode(tree, changedModel)?.model?.construction,
    );
    // Only the cabinet colour's tile is left of the order whose model and finish are gone.
    const colourId = gone.material.find((entry) => entry.materialType === 'cabinet')?.id ?? -1;
    expect(await server.services.repositories.orderCatalogues.find(gone.uuid)).toEqual([
      { ...findNode(tree, colourId), children: [] },
    ]);
    expect(await server.db('order_catalogue_snapshots').count({ count: '*' })).toEqual([
      { count: orders.length },
    ]);

    await server.db.migrate.down({ migrationSource });
    expect(await server.db.schema.hasTable('order_catalogue_snapshots')).toBe(false);
    expect(await migrateToLatest(server.db)).toEqual([
      SNAPSHOTS_MIGRATION,
      CATALOGUE_EDITING_MIGRATION,
      PRICES_MIGRATION,
      TRACKING_MIGRATION,
      SEARCH_MIGRATION,
      SETTINGS_MIGRATION,
      OFFCUTS_MIGRATION,
    ]);
  });

  it('give the catalogue Spanish names, versions, retired flags, history, revision and images, and take them away again', async () => {
    await migrateUpTo(CATALOGUE_EDITING_MIGRATION);
    // The seed fills a catalogue that has no Spanish names yet.
    expect(await runSeeds(server.db)).toEqual([{ name: '01_catalogue', applied: true }]);
    // The shop renamed one seeded node: it keeps its own name and gets no Spanish one.
    await server.db('categories').where({ id: 2 }).update({ name: 'Beige' });

    const [, ran] = (await server.db.migrate.up({ migrationSource })) as [unknown, string[]];
    expect(ran).toEqual([CATALOGUE_EDITING_MIGRATION]);
    const rows = await server
      .db('categories')
      .select('id', 'name', 'name_es', 'version', 'retired')
      .whereIn('id', [1, 2, 21, 100, 111, 523])
      .orderBy('id');
    expect(
      rows.map((row) => ({ ...row, version: Number(row.version), retired: Boolean(row.retired) })),
    ).toEqual([
      { id: 1, name: 'Arctic White', name_es: 'Blanco Ártico', version: 1, retired: false },
      { id: 2, name: 'Beige', name_es: null, version: 1, retired: false },
      { id: 21, name: 'Melamine Matte', name_es: 'Melamina mate', version: 1, retired: false },
      { id: 100, name: 'Base Cabinets', name_es: 'Muebles bajos', version: 1, retired: false },
      { id: 111, name: 'Base 1 Door', name_es: 'Bajo 1 puerta', version: 1, retired: false },
      { id: 523, name: 'Toe Kick', name_es: 'Zócalo', version: 1, retired: false },
    ]);
    expect(await server.db('categories').whereNull('name_es').count({ count: '*' })).toEqual([
      { count: 1 },
    ]);
    const revision = await server.db('catalogue_revision').select('id', 'revision');
    expect(revision.map((row) => [row.id, Number(row.revision)])).toEqual([[1, 1]]);
    // An uploaded image's path fits the swatch column (MySQL/MariaDB enforce its length).
    const imageSwatch = `/api/catalogue/images/${'a'.repeat(32)}.webp`;
    await server.db('categories').where({ id: 3 }).update({ swatch: imageSwatch });
    expect(await server.db('categories').where({ id: 3 }).first('swatch')).toEqual({
      swatch: imageSwatch,
    });
    await server.db('catalogue_images').insert({
      hash: 'a'.repeat(32),
      content_type: 'image/webp',
      bytes: Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]),
      byte_size: 12,
    });

    await server.db.migrate.down({ migrationSource });
    for (const table of ['catalogue_history', 'catalogue_revision', 'catalogue_images']) {
      expect(await server.db.schema.hasTable(table), table).toBe(false);
    }
    for (const column of ['name_es', 'version', 'retired', 'updated_at']) {
      expect(await server.db.schema.hasColumn('categories', column), column).toBe(false);
    }
    expect(await server.db('categories').where({ id: 3 }).first('swatch')).toEqual({
      swatch: null,
    });
    expect(await migrateToLatest(server.db)).toEqual([
      CATALOGUE_EDITING_MIGRATION,
      PRICES_MIGRATION,
      TRACKING_MIGRATION,
      SEARCH_MIGRATION,
      SETTINGS_MIGRATION,
      OFFCUTS_MIGRATION,
    ]);
  });

  it('give orders a language and a price, and the shop a price list with its history, and take them away again', async () => {
    const template = await placeOrder(server);
    await migrateUpTo(PRICES_MIGRATION);
    await runSeeds(server.db);
    const { language: _language, ...before } = template;
    await server.db('orders').insert(orderToRow(before));
    const [, ran] = (await server.db.migrate.up({ migrationSource })) as [unknown, string[]];
    expect(ran).toEqual([PRICES_MIGRATION]);
    // An order placed before: English, no price, and read as it was with its language.
    const row = await server.db('orders').where({ uuid: before.uuid }).first();
    expect(row).toMatchObject({ language: 'en', price_total: null, price_currency: null });
    expect(await server.services.repositories.orders.findByUuid(before.uuid)).toEqual({
      ...before,
      language: 'en',
    });
    const list = await server.db('price_list').select('id', 'version', 'list');
    expect(list.map((entry) => [entry.id, Number(entry.version), entry.list])).toEqual([
      [1, 0, null],
    ]);
    expect(await server.services.repositories.priceList.load()).toEqual({ version: 0 });

    await server.db.migrate.down({ migrationSource });
    for (const table of ['price_list', 'price_list_history', 'order_prices']) {
      expect(await server.db.schema.hasTable(table), table).toBe(false);
    }
    for (const column of ['language', 'price_total', 'price_currency']) {
      expect(await server.db.schema.hasColumn('orders', column), column).toBe(false);
    }
    expect(await migrateToLatest(server.db)).toEqual([
      PRICES_MIGRATION,
      TRACKING_MIGRATION,
      SEARCH_MIGRATION,
      SETTINGS_MIGRATION,
      OFFCUTS_MIGRATION,
    ]);
  });

  it('default the timestamps to the current UTC time with milliseconds', async () => {
    await server.db('email_outbox').insert({
      kind: 'test',
      recipient: 'someone@example.com',
      subject: 'Hello',
      text_body: 'Hello',
      html_body: '<p>Hello</p>',
    });
    const row = await server.db('email_outbox').where({ kind: 'test' }).first();
    expect(String(row.created_at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
    const age = Date.now() - Date.parse(`${String(row.created_at).replace(' ', 'T')}Z`);
    expect(Math.abs(age)).toBeLessThan(60_000);
  });
});
