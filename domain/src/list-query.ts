import { ListQueryError } from './errors';

/**
 * The list-query grammar of docs/product.md §7, the @nestjsx/crud request-query convention:
 *   filter=<field>||<$operator>||<value>   (repeatable; all filters AND-ed; `$in` values
 *                                            separated by commas)
 *   filter[0]=…&filter[1]=…                (the indexed form its RequestQueryBuilder writes)
 *   sort=<field>,ASC|DESC                  (repeatable, or sort[0]=…)
 *   limit=<n>&page=<n>                     (page counts from 1)
 * Keys and values may arrive URL-encoded or not: URLSearchParams decodes both.
 */
export const FILTER_OPERATORS = [
  '$eq',
  '$ne',
  '$in',
  '$cont',
  '$gte',
  '$lte',
  '$gt',
  '$lt',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
type SortOrder = 'ASC' | 'DESC';

export const FILTER_DELIMITER = '||';
export const LIST_DELIMITER = ',';

/** A filter value: one value, or the list of an `$in`. Datetimes are ISO 8601 UTC strings. */
type FilterValue = string | number | readonly (string | number)[];

export interface ListFilter {
  field: string;
  operator: FilterOperator;
  value: FilterValue;
}

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** A parsed list query: defaults applied. */
export interface ListQuery {
  filters: ListFilter[];
  sort: ListSort[];
  limit: number;
  page: number;
}

/** What the builder takes: every part optional. */
export interface ListQueryInput {
  filters?: readonly ListFilter[];
  sort?: readonly ListSort[];
  limit?: number;
  page?: number;
}

/** How one filterable field is read and which operators it allows. */
export type FilterFieldSpec =
  | {
      type: 'string';
      ops: readonly FilterOperator[];
      /** Longest accepted value; 100 unless told. */
      maxLength?: number;
      /** The characters a value may hold, e.g. /^[0-9a-f-]+$/i for uuids. */
      pattern?: RegExp;
    }
  | { type: 'enum'; values: readonly string[]; ops: readonly FilterOperator[] }
  | { type: 'datetime'; ops: readonly FilterOperator[] }
  | { type: 'number'; ops: readonly FilterOperator[] };

/** The server's whitelist for one list endpoint. */
export interface ListQuerySpec {
  fields: Readonly<Record<string, FilterFieldSpec>>;
  sortable: readonly string[];
  defaultSort?: readonly ListSort[];
  defaultLimit: number;
  maxLimit: number;
  /** Highest page number accepted; 100000 unless told. */
  maxPage?: number;
}

/**
 * The parser's fixed limits. More filters, sorts or `$in` values than these is not a query any
 * screen makes; refusing them bounds the SQL a request can cause.
 */
export const LIST_QUERY_LIMITS = {
  /** Longest string filter value when the field spec sets none. */
  defaultMaxLength: 100,
  /** Highest page when the spec sets none. */
  defaultMaxPage: 100_000,
  /** Most `filter` (or `sort`) parameters. */
  maxRepeats: 20,
  /** Most values in one `$in`. */
  maxInValues: 50,
} as const;

// ---------------------------------------------------------------------------------------------
// Builder (web app)

/** Percent-encodes a value but keeps the grammar's own characters readable. */
function encodeQueryText(text: string): string {
  return encodeURIComponent(text)
    .replace(/%7C/g, '|')
    .replace(/%24/g, '$')
    .replace(/%2C/g, ',')
    .replace(/%3A/g, ':');
}

function filterText(filter: ListFilter): string {
  const values = Array.isArray(filter.value) ? filter.value : [filter.value];
  if (filter.operator === '$in') {
    if (values.length === 0) {
      throw new ListQueryError(filter.field, `$in on "${filter.field}" needs at least one value`);
    }
    const withComma = values.find((value) => String(value).includes(LIST_DELIMITER));
    if (withComma !== undefined) {
      throw new ListQueryError(
        filter.field,
        `$in value "${withComma}" of "${filter.field}" cannot hold a comma`,
      );
    }
  } else if (values.length !== 1) {
    throw new ListQueryError(
      filter.field,
      `${filter.operator} on "${filter.field}" takes one value`,
    );
  }
  return [filter.field, filter.operator, values.join(LIST_DELIMITER)].join(FILTER_DELIMITER);
}

interface BuildListQueryOptions {
  /** 'repeated' writes filter=…&filter=…; 'indexed' writes filter[0]=…&filter[1]=…. */
  style?: 'repeated' | 'indexed';
}

/**
 * Writes a list query string (without the leading '?'): filters, then sort, limit and page.
 * Throws a ListQueryError for a filter the grammar cannot carry (an empty `$in`, a comma inside
 * an `$in` value, several values on a single-value operator).
 */
export function buildListQuery(query: ListQueryInput, options: BuildListQueryOptions = {}): string {
  const indexed = options.style === 'indexed';
  const key = (name: string, at: number) => (indexed ? `${name}[${at}]` : name);
  const parts: string[] = [];
  (query.filters ?? []).forEach((filter, at) => {
    parts.push(`${key('filter', at)}=${encodeQueryText(filterText(filter))}`);
  });
  (query.sort ?? []).forEach((sort, at) => {
    parts.push(`${key('sort', at)}=${encodeQueryText(`${sort.field},${sort.order}`)}`);
  });
  if (query.limit !== undefined) parts.push(`limit=${query.limit}`);
  if (query.page !== undefined) parts.push(`page=${query.page}`);
  return parts.join('&');
}
