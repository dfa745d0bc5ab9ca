/* The strict server-side reader of the list-query grammar described in list-query.ts. */
import { ListQueryError } from './errors';
import type {
  FilterFieldSpec,
  FilterOperator,
  ListFilter,
  ListQuery,
  ListQuerySpec,
  ListSort,
} from './list-query';
import {
  FILTER_DELIMITER,
  FILTER_OPERATORS,
  LIST_DELIMITER,
  LIST_QUERY_LIMITS,
} from './list-query';

const { defaultMaxLength, defaultMaxPage, maxRepeats, maxInValues } = LIST_QUERY_LIMITS;

/** A whole number from 1 up, written without sign, leading zero or decimals. */
const POSITIVE_WHOLE = /^[1-9]\d{0,8}$/;
const INDEXED_KEY = /^(filter|sort)\[(\d{1,3})\]$/;

interface RepeatedParam {
  name: 'filter' | 'sort';
  plain: string[];
  indexed: Map<number, string>;
}

/** Collects a repeatable parameter given either as name=… or as name[N]=…, not both. */
function collectRepeated(entries: [string, string][], name: 'filter' | 'sort'): string[] {
  const param: RepeatedParam = { name, plain: [], indexed: new Map() };
  for (const [key, value] of entries) {
    if (key === name) {
      param.plain.push(value);
      continue;
    }
    const match = INDEXED_KEY.exec(key);
    if (match?.[1] !== name) continue;
    const index = Number(match[2]);
    if (param.indexed.has(index)) {
      throw new ListQueryError(key, `"${key}" is given more than once`);
    }
    param.indexed.set(index, value);
  }
  if (param.plain.length > 0 && param.indexed.size > 0) {
    throw new ListQueryError(name, `use either "${name}=" or "${name}[N]=", not both`);
  }
  const values =
    param.plain.length > 0
      ? param.plain
      : [...param.indexed.entries()].sort(([a], [b]) => a - b).map(([, value]) => value);
  if (values.length > maxRepeats) {
    throw new ListQueryError(name, `at most ${maxRepeats} "${name}" parameters are accepted`);
  }
  return values;
}

function parseSingle(
  entries: [string, string][],
  name: 'limit' | 'page',
  max: number,
): number | undefined {
  const values = entries.filter(([key]) => key === name).map(([, value]) => value);
  if (values.length === 0) return undefined;
  if (values.length > 1) throw new ListQueryError(name, `"${name}" is given more than once`);
  const text = values[0] ?? '';
  const value = POSITIVE_WHOLE.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= max)) {
    throw new ListQueryError(
      `${name}=${text}`,
      `"${name}" must be a whole number from 1 to ${max}, got "${text}"`,
    );
  }
  return value;
}

const ISO_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * An ISO 8601 date (UTC midnight) or date-time with a zone (Z or ±hh:mm) as the UTC string
 * `toISOString` writes; null when it is not one or names a day that does not exist.
 */
export function normalizeDatetime(text: string): string | null {
  const match = ISO_DATETIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  if (!realDay || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const NUMBER_TEXT = /^-?\d{1,15}(?:\.\d{1,6})?$/;

function parseFilterValue(
  text: string,
  field: string,
  fieldSpec: FilterFieldSpec,
  part: string,
): string | number {
  const refuse = (expected: string): never => {
    throw new ListQueryError(part, `Invalid value "${text}" for "${field}": expected ${expected}`);
  };
  switch (fieldSpec.type) {
    case 'enum':
      return fieldSpec.values.includes(text)
        ? text
        : refuse(`one of ${fieldSpec.values.join(', ')}`);
    case 'datetime':
      return normalizeDatetime(text) ?? refuse('an ISO 8601 date or date-time with a zone');
    case 'number':
      return NUMBER_TEXT.test(text) ? Number(text) : refuse('a number');
    case 'string': {
      const maxLength = fieldSpec.maxLength ?? defaultMaxLength;
      if (text.length > maxLength) refuse(`at most ${maxLength} characters`);
      if (fieldSpec.pattern && !fieldSpec.pattern.test(text))
        refuse(`text matching ${fieldSpec.pattern}`);
      return text;
    }
  }
}

function isFilterOperator(text: string): text is FilterOperator {
  return FILTER_OPERATORS.some((operator) => operator === text);
}

function parseFilter(text: string, spec: ListQuerySpec): ListFilter {
  const part = `filter=${text}`;
  const first = text.indexOf(FILTER_DELIMITER);
  const second = first < 0 ? -1 : text.indexOf(FILTER_DELIMITER, first + FILTER_DELIMITER.length);
  if (second < 0) {
    throw new ListQueryError(part, `Malformed filter "${text}": expected field||$operator||value`);
  }
  const field = text.slice(0, first);
  const operator = text.slice(first + FILTER_DELIMITER.length, second);
  const valueText = text.slice(second + FILTER_DELIMITER.length);
  const fieldSpec = Object.hasOwn(spec.fields, field) ? spec.fields[field] : undefined;
  if (!fieldSpec) {
    const allowed = Object.keys(spec.fields).join(', ');
    throw new ListQueryError(part, `Unknown filter field "${field}" (allowed: ${allowed})`);
  }
  if (!isFilterOperator(operator)) {
    throw new ListQueryError(
      part,
      `Unknown operator "${operator}" in filter "${text}" (known: ${FILTER_OPERATORS.join(', ')})`,
    );
  }
  if (!fieldSpec.ops.includes(operator)) {
    throw new ListQueryError(
      part,
      `Operator "${operator}" is not allowed on "${field}" (allowed: ${fieldSpec.ops.join(', ')})`,
    );
  }
  if (valueText === '') throw new ListQueryError(part, `Filter "${text}" has no value`);
  if (operator !== '$in') {
    return { field, operator, value: parseFilterValue(valueText, field, fieldSpec, part) };
  }
  const items = valueText.split(LIST_DELIMITER);
  if (items.length > maxInValues) {
    throw new ListQueryError(part, `$in on "${field}" takes at most ${maxInValues} values`);
  }
  if (items.some((item) => item === '')) {
    throw new ListQueryError(part, `Filter "${text}" has an empty value in its $in list`);
  }
  return {
    field,
    operator,
    value: items.map((item) => parseFilterValue(item, field, fieldSpec, part)),
  };
}

function parseSort(text: string, spec: ListQuerySpec): ListSort {
  const part = `sort=${text}`;
  const [field = '', order = '', ...rest] = text.split(',');
  if (rest.length > 0 || field === '' || order === '') {
    throw new ListQueryError(part, `Malformed sort "${text}": expected field,ASC or field,DESC`);
  }
  if (!spec.sortable.includes(field)) {
    throw new ListQueryError(
      part,
      `Cannot sort by "${field}" (sortable: ${spec.sortable.join(', ') || 'none'})`,
    );
  }
  if (order !== 'ASC' && order !== 'DESC') {
    throw new ListQueryError(part, `Unknown sort order "${order}" in "${text}": use ASC or DESC`);
  }
  return { field, order };
}

const KNOWN_PARAMS = ['filter', 'sort', 'limit', 'page'];

/**
 * Where the parameters come from: a query string (with or without '?'), URLSearchParams (or any
 * iterable of key/value pairs), or a parsed query object such as Koa's `ctx.query`.
 */
type ListQueryParams =
  | string
  | Iterable<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[] | undefined>>;

function decodeQueryText(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new ListQueryError(text, `Malformed URL encoding in "${text}"`);
  }
}

/** The query string's key/value pairs, decoded the way URLSearchParams decodes them. */
function queryEntries(params: ListQueryParams): [string, string][] {
  if (typeof params === 'string') {
    const query = params.startsWith('?') ? params.slice(1) : params;
    return query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const key = equals < 0 ? pair : pair.slice(0, equals);
        const value = equals < 0 ? '' : pair.slice(equals + 1);
        return [decodeQueryText(key), decodeQueryText(value)];
      });
  }
  if (Symbol.iterator in params) {
    return [...(params as Iterable<readonly [string, string]>)].map(([key, value]) => [key, value]);
  }
  return Object.entries(params).flatMap(([key, value]): [string, string][] => {
    if (value === undefined) return [];
    return typeof value === 'string' ? [[key, value]] : value.map((item) => [key, item]);
  });
}

/**
 * Reads a list query strictly against `spec`: unknown parameters, fields, operators or sort
 * fields, malformed or out-of-range values, and parameters given twice where one is allowed
 * all throw a ListQueryError naming the bad part. The same field and operator twice is refused
 * too (it is either a mistake or a contradiction).
 */
export function parseListQuery(params: ListQueryParams, spec: ListQuerySpec): ListQuery {
  const entries = queryEntries(params);
  for (const [key] of entries) {
    const known = KNOWN_PARAMS.includes(key) || INDEXED_KEY.test(key);
    if (!known) {
      throw new ListQueryError(
        key,
        `Unknown list query parameter "${key}" (expected filter, sort, limit or page)`,
      );
    }
  }

  const filters = collectRepeated(entries, 'filter').map((text) => parseFilter(text, spec));
  const seenFilters = new Set<string>();
  for (const filter of filters) {
    const pair = `${filter.field}||${filter.operator}`;
    if (seenFilters.has(pair)) {
      throw new ListQueryError(`filter=${pair}`, `Filter "${pair}" is given more than once`);
    }
    seenFilters.add(pair);
  }

  const sort = collectRepeated(entries, 'sort').map((text) => parseSort(text, spec));
  const sortFields = new Set<string>();
  for (const { field } of sort) {
    if (sortFields.has(field)) {
      throw new ListQueryError(`sort=${field}`, `Sort field "${field}" is given more than once`);
    }
    sortFields.add(field);
  }

  return {
    filters,
    sort: sort.length > 0 ? sort : [...(spec.defaultSort ?? [])],
    limit: parseSingle(entries, 'limit', spec.maxLimit) ?? spec.defaultLimit,
    page: parseSingle(entries, 'page', spec.maxPage ?? defaultMaxPage) ?? 1,
  };
}
