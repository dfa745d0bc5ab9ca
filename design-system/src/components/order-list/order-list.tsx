import { Button, Spinner, chakra, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { Children, useRef, type ReactNode } from 'react';
import { orderListRecipe, orderRowRecipe } from './order-list.recipe';
import { useReachEnd } from './use-reach-end';

/** Where the list's loading stands: more may come, a page is loading, all loaded, or it failed. */
export type OrderListState = 'idle' | 'loading' | 'end' | 'error';

/** The list's own texts, translated by the app. */
export interface OrderListTexts {
  /** Footer while the next page loads, e.g. 'Loading...'. */
  loading: string;
  /** Footer once every order is loaded, e.g. 'End of the list'. */
  end: string;
  /** Footer when a page failed, e.g. 'The orders could not be loaded'. */
  error: string;
  /** The retry button after a failure, e.g. 'Retry'. */
  retry: string;
  /** Shown instead of rows when no order matches, e.g. 'No orders match these filters'. */
  empty: string;
  /** The empty state's action, e.g. 'Clear filters'. */
  clearFilters: string;
}

/** The column headers, translated by the app; `total` only when the rows have a total column. */
export interface OrderListColumns {
  /** e.g. 'Order' */
  id: string;
  /** e.g. 'Last update' (the list's order) */
  updated: string;
  /** e.g. 'Customer' */
  customer: string;
  /** e.g. 'Order name' */
  name: string;
  /** e.g. 'Total'; given when the rows are priced (`OrderRow`'s `total`), so the columns align. */
  total?: string;
  /** e.g. 'Status' */
  status: string;
  /** The detail links' column, read by screen readers only, e.g. 'Details'. */
  link: string;
}

export interface OrderListProps {
  /** The rows: `OrderRow` elements, newest change first. */
  children?: ReactNode;
  /** Accessible name of the scrolling region and its table, e.g. 'Orders'. */
  label: string;
  /** The column headers: a header row on wide screens, for screen readers only on a phone. */
  columns?: OrderListColumns;
  /** The loading state, which picks the footer. */
  state: OrderListState;
  /** The visible texts. */
  texts: OrderListTexts;
  /** Called when the person scrolls past 80 % while `state` is 'idle': load the next page. */
  onReachEnd?: () => void;
  /** Called by the Retry button after a failure. */
  onRetry?: () => void;
  /** Called by the empty state's clear-filters action. */
  onClearFilters?: () => void;
  /** The "new orders" notice, preformatted (e.g. '3 new orders'); no notice when absent. */
  newOrdersLabel?: string;
  /** Called by the notice: show the new orders (the app reloads the first page). */
  onShowNew?: () => void;
}

/**
 * The admin order list: rows in a 735 px scroll box on wide screens (the page's own scroll on a
 * phone) that asks for the next page near its end, with loading, end, error and empty states and
 * a notice of orders that arrived meanwhile.
 */
export function OrderList({
  children,
  label,
  columns,
  state,
  texts,
  onReachEnd,
  onRetry,
  onClearFilters,
  newOrdersLabel,
  onShowNew,
}: OrderListProps) {
  const recipe = useSlotRecipe({ key: 'orderList', recipe: orderListRecipe });
  const styles = recipe();
  const scroller = useRef<HTMLDivElement>(null);
  const count = Children.count(children);
  const empty = count === 0 && (state === 'idle' || state === 'end');
  useReachEnd(scroller, onReachEnd, state === 'idle' && count > 0, count);

  return (
    <chakra.div css={styles.root}>
      {newOrdersLabel && (
        <Button css={styles.notice} size="sm" colorPalette="brand" onClick={onShowNew}>
          {newOrdersLabel}
        </Button>
      )}
      {/* Focusable so keyboard users can scroll the box with the arrow keys. */}
      <chakra.div
        ref={scroller}
        css={styles.scroller}
        role="region"
        aria-label={label}
        aria-busy={state === 'loading' || undefined}
        tabIndex={0}
      >
        {empty ? (
          <chakra.div css={styles.empty}>
            <chakra.p css={styles.emptyText}>{texts.empty}</chakra.p>
            {onClearFilters && (
              <Button variant="outline" colorPalette="brand" onClick={onClearFilters}>
                {texts.clearFilters}
              </Button>
            )}
          </chakra.div>
        ) : (
          <chakra.div role="table" aria-label={label}>
            {columns && <ListHead columns={columns} css={styles.head} />}
            <chakra.div css={styles.list} role="rowgroup">
              {children}
            </chakra.div>
          </chakra.div>
        )}
        <Footer state={state} empty={empty} texts={texts} onRetry={onRetry} styles={styles} />
      </chakra.div>
    </chakra.div>
  );
}

/** The header row, laid out on the rows' own grid so every header sits over its column. */
function ListHead({ columns, css }: { columns: OrderListColumns; css?: SystemStyleObject }) {
  const recipe = useSlotRecipe({ key: 'orderRow', recipe: orderRowRecipe });
  const row = recipe({ priced: columns.total !== undefined });
  return (
    <chakra.div css={css} role="rowgroup">
      <chakra.div css={[row.root, { py: '2', _hover: { bg: 'transparent' } }]} role="row">
        <chakra.span css={row.id} role="columnheader">
          {columns.id}
        </chakra.span>
        <chakra.span css={row.updated} role="columnheader">
          {columns.updated}
        </chakra.span>
        <chakra.span css={row.customer} role="columnheader">
          {columns.customer}
        </chakra.span>
        <chakra.span css={row.name} role="columnheader">
          {columns.name}
        </chakra.span>
        {columns.total !== undefined && (
          <chakra.span css={row.total} role="columnheader">
            {columns.total}
          </chakra.span>
        )}
        <chakra.span css={row.status} role="columnheader">
          {columns.status}
        </chakra.span>
        <chakra.span css={row.linkCell} role="columnheader">
          <chakra.span srOnly>{columns.link}</chakra.span>
        </chakra.span>
      </chakra.div>
    </chakra.div>
  );
}

interface FooterProps {
  state: OrderListState;
  empty: boolean;
  texts: OrderListTexts;
  onRetry?: () => void;
  styles: Record<'footer' | 'error', SystemStyleObject>;
}

/** The end of the list: loading, end, or the error with Retry. A live region announces changes. */
function Footer({ state, empty, texts, onRetry, styles }: FooterProps) {
  if (state === 'error') {
    return (
      <chakra.div css={styles.footer} role="alert">
        <chakra.span css={styles.error}>{texts.error}</chakra.span>
        {onRetry && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
      </chakra.div>
    );
  }
  return (
    <chakra.div css={styles.footer} role="status">
      {state === 'loading' && (
        <>
          <Spinner size="sm" color="brand.fg" />
          {texts.loading}
        </>
      )}
      {state === 'end' && !empty && texts.end}
    </chakra.div>
  );
}
