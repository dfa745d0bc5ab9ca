import { VisuallyHidden, chakra, useSlotRecipe } from '@chakra-ui/react';
import type { OrderStatus } from '@cutshop/domain';
import { useId } from 'react';
import { ArrowRightIcon } from '../../icons/icons';
import { StatusBadge } from '../status-badge/status-badge';
import { historyTimelineRecipe } from './history-timeline.recipe';

/** One change of an order's status. */
export interface HistoryEntry {
  /** A stable key for the entry (e.g. the history row's id). */
  id: string;
  /** Who made the change, e.g. the staff member's e-mail. */
  by: string;
  /** When, formatted by the app, e.g. '12 May 2025, 10:42'. */
  at: string;
  /** The status before; absent for the order's creation. */
  from?: OrderStatus;
  /** The status after. */
  to: OrderStatus;
  /** The message sent with the change (a rejection's reason). */
  message?: string;
}

/** The timeline's visible texts, translated by the app. */
export interface HistoryTimelineTexts {
  /** The heading, e.g. 'History'; none when absent. */
  title?: string;
  /** Shown when there is no entry, e.g. 'No status changes yet'. */
  empty: string;
  /** Read out between the two badges, e.g. 'to' (hidden on screen, where an arrow stands). */
  to: string;
  /** Read out before the message, e.g. 'Message:' (hidden on screen). */
  message: string;
  /** Translated status names; the status itself when one is missing. */
  statusNames?: Partial<Record<OrderStatus, string>>;
}

export interface HistoryTimelineProps {
  /** The changes, in the order to show (usually newest first). */
  entries: HistoryEntry[];
  /** The visible texts. */
  texts: HistoryTimelineTexts;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** The order detail's status history: who changed what and when, with the message if any. */
export function HistoryTimeline({ entries, texts, headingLevel = 'h2' }: HistoryTimelineProps) {
  const recipe = useSlotRecipe({ key: 'historyTimeline', recipe: historyTimelineRecipe });
  const styles = recipe();
  const Heading = chakra[headingLevel];
  const headingId = useId();
  const badge = (status: OrderStatus) => (
    <StatusBadge status={status} label={texts.statusNames?.[status]} size="sm" />
  );
  return (
    <chakra.section css={styles.root} aria-labelledby={texts.title ? headingId : undefined}>
      {texts.title && (
        <Heading css={styles.title} id={headingId}>
          {texts.title}
        </Heading>
      )}
      {entries.length === 0 ? (
        <chakra.p css={styles.empty}>{texts.empty}</chakra.p>
      ) : (
        <chakra.ol css={styles.list}>
          {entries.map((entry) => (
            <chakra.li key={entry.id} css={styles.entry}>
              <chakra.p css={styles.meta}>
                <chakra.span css={styles.who}>{entry.by}</chakra.span>{' '}
                <chakra.span>{entry.at}</chakra.span>
              </chakra.p>
              <chakra.p css={styles.change}>
                {entry.from && (
                  <>
                    {badge(entry.from)}
                    <ArrowRightIcon />
                    <VisuallyHidden> {texts.to} </VisuallyHidden>
                  </>
                )}
                {badge(entry.to)}
              </chakra.p>
              {entry.message && (
                <chakra.p css={styles.message}>
                  <VisuallyHidden>{texts.message} </VisuallyHidden>
                  {entry.message}
                </chakra.p>
              )}
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </chakra.section>
  );
}
