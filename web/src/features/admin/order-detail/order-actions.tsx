import { Button, Flex, Group } from '@chakra-ui/react';
import { ConfirmWithMessageDialog, PRINT_HIDDEN } from '@cutshop/design-system';
import {
  nextStatuses,
  shortOrderId,
  TEXT_LIMITS,
  type OrderStatus,
  type StoredOrder,
} from '@cutshop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductionDownload } from '../api/get-production';
import type { ChangeOutcome } from './use-status-change';

/** The two production downloads, in the order their buttons come. */
const DOWNLOADS: readonly ProductionDownload[] = ['productionFile', 'export'];

interface OrderActionsProps {
  order: StoredOrder;
  /** The status being sent, if any: every action waits for it. */
  running: OrderStatus | null;
  /** Sends a change; the rejection carries its message, To Cut its override reason if any. */
  onChange: (to: OrderStatus, message?: string) => Promise<ChangeOutcome>;
  /** The download under way, if any: both download buttons wait for it. */
  downloading: ProductionDownload | null;
  /** Fetches and saves the production file or the export archive. */
  onDownload: (kind: ProductionDownload) => void;
}

/**
 * The detail's action buttons, straight from the domain's status machine (Pending: Approve and
 * Reject; Approved: To Cut; To Cut: To Deliver; final statuses: none) plus Print on every
 * status; beside them, in their own group, the downloads: Production file and Export
 * (docs/product.md §1). Reject asks for the message first
 * (docs/product.md §4); Cancel leaves the order as it was. When the server keeps the order out of
 * To Cut because its cutting plan cannot place every part (docs/production/plans-and-labels.md,
 * "Unplaced parts"), a dialog says why To Cut waits and sends it anyway only with a reason.
 */
export function OrderActions({
  order,
  running,
  onChange,
  downloading,
  onDownload,
}: OrderActionsProps) {
  const { t } = useTranslation('admin');
  const [rejecting, setRejecting] = useState(false);
  const [rejectError, setRejectError] = useState<string | undefined>();
  const [unplaced, setUnplaced] = useState(false);
  const [overrideError, setOverrideError] = useState<string | undefined>();
  // Nothing ever moves back to Pending, so each move has its own button text.
  const moves = nextStatuses(order.status).filter(
    (to): to is Exclude<OrderStatus, 'Pending'> => to !== 'Pending',
  );

  const reject = async (message: string) => {
    setRejectError(undefined);
    const outcome = await onChange('Rejected', message);
    if (outcome === 'failed') setRejectError(t('detail.changeFailed'));
    else setRejecting(false);
  };

  const toCut = async (reason?: string) => {
    setOverrideError(undefined);
    const outcome = await onChange('To Cut', reason);
    if (outcome === 'unplaced') setUnplaced(true);
    else if (outcome === 'failed' && reason !== undefined)
      setOverrideError(t('detail.changeFailed'));
    else setUnplaced(false);
  };

  return (
    <Flex wrap="wrap" gap="2" columnGap="6" {...PRINT_HIDDEN}>
      <Group role="group" aria-label={t('detail.actions.label')} flexWrap="wrap" gap="2">
        {moves.map((to) => (
          <Button
            key={to}
            colorPalette={to === 'Rejected' ? 'red' : 'brand'}
            variant={to === 'Rejected' ? 'outline' : 'solid'}
            disabled={running !== null}
            loading={running === to && to !== 'Rejected'}
            loadingText={t(`detail.actions.${to}`)}
            onClick={() => {
              if (to === 'Rejected') {
                setRejectError(undefined);
                setRejecting(true);
              } else if (to === 'To Cut') {
                void toCut();
              } else {
                void onChange(to);
              }
            }}
          >
            {t(`detail.actions.${to}`)}
          </Button>
        ))}
        <Button variant="outline" colorPalette="gray" onClick={() => window.print()}>
          {t('detail.actions.print')}
        </Button>
      </Group>
      <Group role="group" aria-label={t('production.downloads.label')} flexWrap="wrap" gap="2">
        {DOWNLOADS.map((kind) => (
          <Button
            key={kind}
            variant="outline"
            colorPalette="gray"
            disabled={downloading !== null}
            loading={downloading === kind}
            loadingText={t('production.downloads.preparing')}
            onClick={() => onDownload(kind)}
          >
            {t(`production.downloads.${kind}`)}
          </Button>
        ))}
      </Group>
      {moves.includes('Rejected') && (
        <ConfirmWithMessageDialog
          open={rejecting}
          onOpenChange={(open) => {
            if (running === null) setRejecting(open);
          }}
          onConfirm={(message) => void reject(message)}
          maxLength={TEXT_LIMITS.message}
          submitting={running === 'Rejected'}
          error={rejectError}
          texts={{
            title: t('detail.reject.title', { shortId: shortOrderId(order.uuid) }),
            description: t('detail.reject.description'),
            messageLabel: t('detail.reject.label'),
            placeholder: t('detail.reject.placeholder'),
            confirm: t('detail.reject.confirm'),
            cancel: t('detail.reject.cancel'),
            close: t('detail.reject.close'),
            counter: (length, max) => t('detail.reject.counter', { length, max }),
          }}
        />
      )}
      {moves.includes('To Cut') && (
        <ConfirmWithMessageDialog
          open={unplaced}
          onOpenChange={(open) => {
            if (running === null) setUnplaced(open);
          }}
          // The dialog keeps confirm disabled while the reason is empty.
          onConfirm={(reason) => void toCut(reason)}
          maxLength={TEXT_LIMITS.message}
          submitting={running === 'To Cut'}
          error={overrideError}
          texts={{
            title: t('detail.unplaced.title', { shortId: shortOrderId(order.uuid) }),
            description: t('detail.unplaced.description'),
            messageLabel: t('detail.unplaced.label'),
            placeholder: t('detail.unplaced.placeholder'),
            confirm: t('detail.unplaced.confirm'),
            cancel: t('detail.reject.cancel'),
            close: t('detail.reject.close'),
            counter: (length, max) => t('detail.reject.counter', { length, max }),
          }}
        />
      )}
    </Flex>
  );
}
