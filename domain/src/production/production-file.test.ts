import { describe, expect, it } from 'vitest';
import { REFERENCE_TREE, referenceStoredOrder } from '../testing';
import { EXPORT_FILE_NAMES, exportEntries } from './export';
import { productionFileOf } from './production-file';

describe('productionFileOf', () => {
  it.each(['mm', 'in'] as const)(
    'names the file after the short id and holds the export production.txt (%s)',
    (unit) => {
      const order = referenceStoredOrder(unit);
      const file = productionFileOf(order, REFERENCE_TREE);
      expect(file.fileName).toBe(`${order.uuid.split('-').at(-1)}.txt`);
      const inExport = exportEntries(order, REFERENCE_TREE, {
        orderUrl: 'https://shop.example.test/admin/orders/x',
      }).find((entry) => entry.name === EXPORT_FILE_NAMES.production);
      expect(file.content).toBe(inExport?.content);
      expect(file.content).toContain(order.name);
    },
  );
});
