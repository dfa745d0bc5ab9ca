import { describe, expect, it } from 'vitest';
import { buildListQuery } from './list-query';
import { parseListQuery } from './list-query-parse';
import { ORDER_LIST_SPEC, dateRangeFor, orderListQuery, parseDateRange } from './order-list';

describe('dateRangeFor (UTC days, both ends included)', () => {
  const now = new Date('2025-03-31T22:15:00.000Z');

  it.each([
    ['today', '2025-03-31T00:00:00.000Z|2025-03-31T23:59:59.999Z'],
    ['yesterday', '2025-03-30T00:00:00.000Z|2025-03-30T23:59:59.999Z'],
    ['week', '2025-03-24T00:00:00.000Z|2025-03-31T23:59:59.999Z'],
    ['month', '2025-02-28T00:00:00.000Z|2025-03-31T23:59:59.999Z'],
    ['', ''],
  ] as const)('%j -> %j', (choice, range) => {
    expect(dateRangeFor(choice, now)).toBe(range);
  });

  it('uses the UTC day whatever the offset the time was written with', () => {
    expect(dateRangeFor('today', new Date('2025-01-01T01:00:00+03:00'))).toBe(
      '2024-12-31T00:00:00.000Z|2024-12-31T23:59:59.999Z',
    );
  });

  it('crosses year boundaries and clamps to leap days', () => {
    expect(dateRangeFor('month', new Date('2025-01-15T12:00:00Z'))).toBe(
      '2024-12-15T00:00:00.000Z|2025-01-15T23:59:59.999Z',
    );
    expect(dateRangeFor('month', new Date('2024-03-30T12:00:00Z')).split('|')[0]).toBe(
      '2024-02-29T00:00:00.000Z',
    );
  });

  it('splits back into from and to', () => {
    expect(parseDateRange('a|b')).toEqual({ from: 'a', to: 'b' });
    expect(parseDateRange('')).toBeUndefined();
    expect(parseDateRange('a|')).toBeUndefined();
    expect(parseDateRange('a|b|c')).toBeUndefined();
  });
});

describe('orderListQuery (docs/product.md §7 filters)', () => {
  it('asks for all five statuses when none is chosen, newest first, 15 a page', () => {
    expect(orderListQuery({ uuid: '', status: '', date: '' }, 1)).toEqual({
      filters: [
        {
          field: 'status',
          operator: '$in',
          value: ['Pending', 'Approved', 'To Cut', 'To Deliver', 'Rejected'],
        },
      ],
      sort: [{ field: 'updatedAt', order: 'DESC' }],
      limit: 15,
      page: 1,
    });
  });

  it('applies the uuid text only above 4 characters', () => {
    const fields = (uuid: string) =>
      orderListQuery({ uuid, status: '', date: '' }, 1).filters?.map((f) => f.field);
    expect(fields('9f3c')).toEqual(['status']);
    expect(fields(' 9f3c ')).toEqual(['status']);
    expect(fields('9f3c2')).toEqual(['status', 'uuid']);
  });

  it('turns the date range into updatedAt bounds, and the whole query parses on the server', () => {
    const date = dateRangeFor('yesterday', new Date('2025-05-10T08:00:00Z'));
    const input = orderListQuery({ uuid: '7d4e9', status: 'To Cut', date }, 2);
    const parsed = parseListQuery(buildListQuery(input), ORDER_LIST_SPEC);
    expect(parsed).toEqual({
      filters: [
        { field: 'status', operator: '$in', value: ['To Cut'] },
        { field: 'uuid', operator: '$cont', value: '7d4e9' },
        { field: 'updatedAt', operator: '$gte', value: '2025-05-09T00:00:00.000Z' },
        { field: 'updatedAt', operator: '$lte', value: '2025-05-09T23:59:59.999Z' },
      ],
      sort: [{ field: 'updatedAt', order: 'DESC' }],
      limit: 15,
      page: 2,
    });
  });

  it('searches the customer and order names from 2 characters, trimmed, in the grammar', () => {
    const filters = (customerName: string, name: string) =>
      orderListQuery({ uuid: '', customerName, name, status: '', date: '' }, 1).filters?.slice(1);
    expect(filters('G', ' K ')).toEqual([]);
    expect(filters(' Ga ', 'Kitchen 2')).toEqual([
      { field: 'customerName', operator: '$cont', value: 'Ga' },
      { field: 'name', operator: '$cont', value: 'Kitchen 2' },
    ]);
  });

  it('carries any name text to the server: the grammar characters, percent signs', () => {
    const typed = 'A||B, 100% & $cont_x';
    const input = orderListQuery(
      { uuid: '', customerName: typed, name: typed, status: '', date: '' },
      1,
    );
    const parsed = parseListQuery(buildListQuery(input), ORDER_LIST_SPEC);
    expect(parsed.filters.slice(1)).toEqual([
      { field: 'customerName', operator: '$cont', value: typed },
      { field: 'name', operator: '$cont', value: typed },
    ]);
  });

  it('refuses a name search the whitelist does not take, naming the bad part', () => {
    const parse = (query: string) => () => parseListQuery(query, ORDER_LIST_SPEC);
    expect(parse('filter=name||$eq||Kitchen')).toThrow(/Operator "\$eq" is not allowed on "name"/);
    expect(parse('filter=customerName||$in||Ana,Luis')).toThrow(
      /Operator "\$in" is not allowed on "customerName"/,
    );
    expect(parse(`filter=customerName||$cont||${'x'.repeat(101)}`)).toThrow(
      /expected at most 100 characters/,
    );
    expect(parse('filter=name||$cont||')).toThrow(/has no value/);
  });

  it('lets the server read any ID text the admin types', () => {
    const input = orderListQuery({ uuid: 'what? 100%', status: '', date: '' }, 1);
    expect(parseListQuery(buildListQuery(input), ORDER_LIST_SPEC).filters[1]?.value).toBe(
      'what? 100%',
    );
  });
});
