import { Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ADJUSTMENT_REASON_MAX,
  formatMoney,
  payableTotal,
  priceAdjustmentInputSchema,
  shortOrderId,
  type PriceAdjustmentInput,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { minorDigits, parseMoney } from '../prices/money';
import { DecimalField, SelectField } from '../prices/price-fields';

type AdjustmentKind = 'none' | 'discount' | 'surcharge';

interface ApproveDialogProps {
  order: StoredOrder;
  price: StoredOrderPrice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the approval, with the adjustment when one was given. */
  onConfirm: (adjustment: PriceAdjustmentInput | undefined) => void;
  submitting: boolean;
  /** Why the last try failed, shown in the dialog. */
  error?: string;
}

/**
 * Approving an order that has a price (docs/production/prices.md): the total, and one optional
 * adjustment, a discount or a surcharge with its reason, which the customer reads in the status
 * e-mail. The amount is typed as a decimal in the order's currency and sent in minor units; the
 * new total is shown as it is typed.
 */
export function ApproveDialog({
  order,
  price,
  open,
  onOpenChange,
  onConfirm,
  submitting,
  error,
}: ApproveDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const [kind, setKind] = useState<AdjustmentKind>('none');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const currency = price.currency ?? 'EUR';
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);

  const reading = parseMoney(amountText, currency);
  let amountError: string | undefined;
  let amount = 0;
  if (kind !== 'none') {
    if (!reading.ok) {
      amountError =
        amountText.trim() === ''
          ? t('prices.approve.amountZero')
          : t(`prices.errors.${reading.problem}`, {
              digits: minorDigits(currency),
              currency,
            });
    } else if (reading.value === 0) amountError = t('prices.approve.amountZero');
    else amount = kind === 'discount' ? -reading.value : reading.value;
  }
  const parsed = kind === 'none' ? null : priceAdjustmentInputSchema.safeParse({ amount, reason });
  const reasonIssue =
    parsed && !parsed.success
      ? parsed.error.issues.find((issue) => issue.path[0] === 'reason')
      : undefined;
  const reasonError =
    reasonIssue === undefined
      ? undefined
      : reason.trim() === ''
        ? t('prices.approve.reasonRequired')
        : reason.trim().length > ADJUSTMENT_REASON_MAX
          ? t('prices.approve.reasonTooLong', { max: ADJUSTMENT_REASON_MAX })
          : (translateMessage(tShared, reasonIssue.message) ?? reasonIssue.message);
  const valid = kind === 'none' || (amountError === undefined && parsed?.success === true);

  const reset = () => {
    setKind('none');
    setAmountText('');
    setReason('');
    setAttempted(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!valid || submitting) return;
    onConfirm(parsed?.success ? parsed.data : undefined);
  }

  const newTotal =
    kind === 'none'
      ? null
      : payableTotal({ total: price.total, adjustment: { amount, reason, by: '', at: '' } });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (submitting) return;
        onOpenChange(details.open);
        if (!details.open) reset();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {t('prices.approve.title', { shortId: shortOrderId(order.uuid) })}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('prices.approve.description')}</Dialog.Description>
                  <Text fontWeight="semibold">
                    {t('prices.approve.total', { total: money(payableTotal(price)) })}
                  </Text>
                  <SelectField<AdjustmentKind>
                    label={t('prices.approve.adjustment')}
                    value={kind}
                    options={[
                      { value: 'none', label: t('prices.approve.none') },
                      { value: 'discount', label: t('prices.approve.discount') },
                      { value: 'surcharge', label: t('prices.approve.surcharge') },
                    ]}
                    onChange={setKind}
                  />
                  {kind !== 'none' && (
                    <>
                      <DecimalField
                        label={t('prices.approve.amount', { currency })}
                        value={amountText}
                        unit={currency}
                        required
                        onChange={setAmountText}
                        error={attempted ? amountError : undefined}
                      />
                      <Field.Root invalid={attempted && reasonError !== undefined} required>
                        <Field.Label>
                          {t('prices.approve.reason')}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Textarea
                          value={reason}
                          rows={3}
                          onChange={(event) => setReason(event.target.value)}
                        />
                        {attempted && reasonError && (
                          <Field.ErrorText>{reasonError}</Field.ErrorText>
                        )}
                      </Field.Root>
                      {newTotal !== null && amountError === undefined && (
                        <Text aria-live="polite">
                          {t('prices.approve.newTotal', { total: money(newTotal) })}
                        </Text>
                      )}
                    </>
                  )}
                  {error && (
                    <Text color="fg.error" role="alert">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={submitting}>
                    {t('prices.approve.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={submitting}
                  loadingText={t('prices.approve.confirm')}
                >
                  {t('prices.approve.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
