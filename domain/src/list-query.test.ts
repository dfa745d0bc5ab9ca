import { describe, expect, it } from 'vitest';
import { ListQueryError } from './errors';
import type { ListQuery, ListQuerySpec } from './list-query';
import { buildListQuery } from './list-query';
import { normalizeDatetime, parseListQuery } from './list-query-parse';
import { ORDER_STATUSES } from './schemas';

/**
 * The runtime's URLSearchParams, typed by hand: this package compiles without DOM or Node types
 * so that nothing in it can reach for I/O.
 */
const { URLSearchParams } = globalThis as unknown as {
  URLSearchParams: new (init?: string | [string, string][]) => Iterable<[string, string]> & {
    toString(): string;
  };
};

const spec: ListQuerySpec = {
  fields: {
    status: { type: 'enum', values: ORDER_STATUSES, ops: ['$eq', '$in'] },
    uuid: { type: 'string', ops: ['$eq', '$cont'], maxLength: 36 },
    updatedAt: { type: 'datetime', ops: ['$gte', '$lte', '$gt', '$lt'] },
    total: { type: 'number', ops: ['$eq', '$ne', '$gt', '$lt', '$in'] },
    code: { type: 'string', ops: ['$eq'], pattern: /^[A-Z]+$/ },
  },
  sortable: ['updatedAt', 'uuid'],
  defaultSort: [{ field: 'updatedAt', order: 'DESC' }],
  defaultLimit: 15,
  maxLimit: 100,
  maxPage: 1000,
};

const query: ListQuery = {
  filters: [
    { field: 'status', operator: '$in', value: ['Pending', 'To Cut', 'To Deliver'] },
    { field: 'uuid', operator: '$cont', value: '9f3c 2a&b=c+d%|x' },
    { field: 'updatedAt', operator: '$gte', value: '2025-01-01T00:00:00.000Z' },
    { field: 'updatedAt', operator: '$lte', value: '2025-01-31T23:59:59.999Z' },
    { field: 'total', operator: '$in', value: [1, 2.5, -3] },
  ],
  sort: [
    { field: 'updatedAt', order: 'DESC' },
    { field: 'uuid', order: 'ASC' },
  ],
  limit: 15,
  page: 3,
};

describe('buildListQuery', () => {
  it('writes the nestjsx/crud grammar, readable where it can be', () => {
    expect(
      buildListQuery({
        filters: [
          { field: 'status', operator: '$in', value: ['Pending', 'To Cut'] },
          { field: 'updatedAt', operator: '$gte', value: '2025-01-01T00:00:00.000Z' },
        ],
        sort: [{ field: 'updatedAt', order: 'DESC' }],
        limit: 15,
        page: 1,
      }),
    ).toBe(
      'filter=status||$in||Pending,To%20Cut&filter=updatedAt||$gte||2025-01-01T00:00:00.000Z&sort=updatedAt,DESC&limit=15&page=1',
    );
  });

  it('writes the indexed form on request', () => {
    expect(
      buildListQuery(
        {
          filters: [{ field: 'uuid', operator: '$cont', value: 'abcde' }],
          sort: [{ field: 'uuid', order: 'ASC' }],
        },
        { style: 'indexed' },
      ),
    ).toBe('filter[0]=uuid||$cont||abcde&sort[0]=uuid,ASC');
  });

  it('writes nothing for an empty query', () => {
    expect(buildListQuery({})).toBe('');
  });

  it.each([
    ['an empty $in', { field: 'status', operator: '$in', value: [] }],
    ['a comma in an $in value', { field: 'uuid', operator: '$in', value: ['a,b'] }],
    ['a list on $eq', { field: 'status', operator: '$eq', value: ['Pending', 'Approved'] }],
  ] as const)('refuses %s', (_case, filter) => {
    expect(() => buildListQuery({ filters: [filter] })).toThrow(ListQueryError);
  });
});

describe('round trips', () => {
  it.each(['repeated', 'indexed'] as const)('parse(build(q)) == q in the %s form', (style) => {
    expect(parseListQuery(buildListQuery(query, { style }), spec)).toEqual(query);
  });

  it('reads URLSearchParams, a leading "?", and the fully encoded form RequestQueryBuilder writes', () => {
    const text = buildListQuery(query, { style: 'indexed' });
    expect(parseListQuery(new URLSearchParams(text), spec)).toEqual(query);
    expect(parseListQuery(`?${text}`, spec)).toEqual(query);
    const encoded = new URLSearchParams([...new URLSearchParams(text)]).toString();
    expect(encoded).toContain('filter%5B0%5D=status%7C%7C%24in%7C%7CPending%2CTo+Cut');
    expect(parseListQuery(encoded, spec)).toEqual(query);
  });

  it('reads a parsed query object such as Koa ctx.query', () => {
    expect(
      parseListQuery(
        { filter: ['status||$eq||Approved', 'uuid||$cont||abcde'], limit: '5', page: undefined },
        spec,
      ),
    ).toEqual({
      filters: [
        { field: 'status', operator: '$eq', value: 'Approved' },
        { field: 'uuid', operator: '$cont', value: 'abcde' },
      ],
      sort: [{ field: 'updatedAt', order: 'DESC' }],
      limit: 5,
      page: 1,
    });
  });
});

describe('parseListQuery defaults and normalisation', () => {
  it('applies the default sort, limit and page', () => {
    expect(parseListQuery('', spec)).toEqual({
      filters: [],
      sort: [{ field: 'updatedAt', order: 'DESC' }],
      limit: 15,
      page: 1,
    });
  });

  it('orders indexed filters by index and keeps "||" inside a value', () => {
    const parsed = parseListQuery('filter[1]=uuid||$eq||a||b&filter[0]=status||$eq||Pending', spec);
    expect(parsed.filters).toEqual([
      { field: 'status', operator: '$eq', value: 'Pending' },
      { field: 'uuid', operator: '$eq', value: 'a||b' },
    ]);
  });

  it.each([
    ['2025-03-01', '2025-03-01T00:00:00.000Z'],
    ['2025-03-01T10:20Z', '2025-03-01T10:20:00.000Z'],
    ['2025-03-01T10:20:30.5+02:00', '2025-03-01T08:20:30.500Z'],
    ['2024-02-29T23:59:59.999Z', '2024-02-29T23:59:59.999Z'],
  ])('reads the datetime %s as %s', (text, iso) => {
    expect(normalizeDatetime(text)).toBe(iso);
    expect(
      parseListQuery(`filter=updatedAt||$gt||${encodeURIComponent(text)}`, spec).filters[0]?.value,
    ).toBe(iso);
  });
});

describe('parseListQuery rejects', () => {
  it.each([
    ['an unknown parameter', 's={"a":1}', 's'],
    ['the offset parameter', 'offset=10', 'offset'],
    ['a filter[] key', 'filter[]=status||$eq||Pending', 'filter[]'],
    ['an unknown field', 'filter=customer||$eq||Ana', 'Unknown filter field "customer"'],
    ['an unknown operator', 'filter=status||$like||Pend', 'Unknown operator "$like"'],
    [
      'a known operator the field does not allow',
      'filter=status||$cont||Pend',
      'Operator "$cont" is not allowed on "status"',
    ],
    ['a filter without operator', 'filter=status', 'Malformed filter "status"'],
    ['a filter without value', 'filter=status||$eq||', 'has no value'],
    ['a filter with one delimiter', 'filter=status||$eq', 'Malformed filter'],
    ['an unknown status', 'filter=status||$eq||Done', 'Invalid value "Done" for "status"'],
    ['an unknown status in a list', 'filter=status||$in||Pending,Done', 'Invalid value "Done"'],
    ['an empty $in entry', 'filter=status||$in||Pending,', 'empty value in its $in list'],
    [
      'a malformed date',
      'filter=updatedAt||$gte||yesterday',
      'Invalid value "yesterday" for "updatedAt"',
    ],
    ['an impossible date', 'filter=updatedAt||$gte||2025-02-30', 'Invalid value "2025-02-30"'],
    ['a time without zone', 'filter=updatedAt||$gte||2025-02-01T10:00:00', 'Invalid value'],
    ['hour 24', 'filter=updatedAt||$gte||2025-02-01T24:00:00Z', 'Invalid value'],
    ['a non-number', 'filter=total||$gt||ten', 'expected a number'],
    ['a value off its pattern', 'filter=code||$eq||abc', 'expected text matching'],
    ['a too long value', `filter=uuid||$cont||${'a'.repeat(37)}`, 'at most 36 characters'],
    [
      'the same field and operator twice',
      'filter=status||$eq||Pending&filter=status||$eq||Approved',
      'given more than once',
    ],
    ['both filter forms', 'filter=status||$eq||Pending&filter[0]=uuid||$eq||abc', 'not both'],
    [
      'a repeated index',
      'filter[0]=status||$eq||Pending&filter[0]=uuid||$eq||abc',
      '"filter[0]" is given more than once',
    ],
    [
      'too many filters',
      Array.from({ length: 21 }, (_, i) => `filter[${i}]=uuid||$eq||a${i}`).join('&'),
      'at most 20',
    ],
    ['an unsortable field', 'sort=status,ASC', 'Cannot sort by "status"'],
    ['a lowercase order', 'sort=updatedAt,desc', 'Unknown sort order "desc"'],
    ['a sort without order', 'sort=updatedAt', 'Malformed sort'],
    ['a sort with three parts', 'sort=updatedAt,DESC,x', 'Malformed sort'],
    [
      'the same sort field twice',
      'sort=uuid,ASC&sort=uuid,DESC',
      'Sort field "uuid" is given more than once',
    ],
    ['limit 0', 'limit=0', '"limit" must be a whole number from 1 to 100, got "0"'],
    ['limit over the maximum', 'limit=101', 'from 1 to 100'],
    ['a decimal limit', 'limit=1.5', 'got "1.5"'],
    ['a signed limit', 'limit=%2B5', 'got "+5"'],
    ['a limit with a leading zero', 'limit=05', 'got "05"'],
    ['an empty limit', 'limit=', 'got ""'],
    ['two limits', 'limit=5&limit=5', '"limit" is given more than once'],
    ['page 0', 'page=0', '"page" must be a whole number from 1 to 1000'],
    ['a page past the maximum', 'page=1001', 'from 1 to 1000'],
    ['two pages', 'page=1&page=2', '"page" is given more than once'],
    ['broken percent-encoding', 'filter=uuid||$eq||%E0%A4%A', 'Malformed URL encoding'],
  ])('%s', (_case, text, message) => {
    expect(() => parseListQuery(text, spec)).toThrow(ListQueryError);
    expect(() => parseListQuery(text, spec)).toThrow(message);
  });

  it('names the offending part in the error', () => {
    try {
      parseListQuery('limit=5&filter=status||$like||x', spec);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_list_query', part: 'filter=status||$like||x' });
    }
  });
});
