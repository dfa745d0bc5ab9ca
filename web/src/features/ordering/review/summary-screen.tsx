import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { WizardNav } from '@cutshop/design-system';
import { buildOrderInput, type Unit } from '@cutshop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { DisplayUnitToggle } from '../../../components/display-unit-toggle';
import { PATHS } from '../../../config/paths';
import { useCreateOrder } from '../api/create-order';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useNotification } from '../../../lib/notifications/notification-store';
import { useCart } from '../state/cart-store';
import { Screen } from '../components/screen';
import { HardwareSection } from './hardware-section';
import { CustomerSection, ItemsSection, MaterialsSection, NotesSection } from './summary-sections';
import { useDraftProduction } from './use-draft-production';

/**
 * /summary 'Review your order': everything, in a display unit of choice, each item's drawing and
 * the hardware the order will need (not included in it), and Send. Back and
 * Send hide while sending; a failure shows its message (docs/product.md §8) above them (§2 and §4).
 */
export function SummaryScreen() {
  const { t } = useTranslation('wizard');
  // The send-failure message is a shared text (the default namespace), as field messages are.
  const { t: tShared } = useTranslation();
  const navigate = useNavigate();
  const draft = useCart((state) => state.draft);
  const idempotencyKey = useCart((state) => state.idempotencyKey);
  const markSent = useCart((state) => state.markSent);
  const { status, send } = useCreateOrder();
  const [incomplete, setIncomplete] = useState(false);
  const [display, setDisplay] = useState<Unit>(draft.unit ?? 'mm');
  const { customer, color, material, unit } = draft;
  const production = useDraftProduction(draft, display);

  if (!customer || !color || !material || !unit) return <Navigate to={PATHS.step1} replace />;

  async function submit() {
    let input;
    try {
      input = buildOrderInput(useCart.getState().draft);
    } catch {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    const order = await send(input, idempotencyKey);
    if (!order) return;
    markSent(order.uuid);
    // The order is sent: a message about the draft (an item added or removed) no longer
    // applies, and the order-sent page starts without it.
    useNotification.getState().clear();
    void navigate(PATHS.result);
  }

  const sending = status === 'loading';
  const failed = status === 'error' || incomplete;
  return (
    <Screen
      title={t('summary.title')}
      aside={
        <DisplayUnitToggle
          value={display}
          onChange={setDisplay}
          label={t('summary.displayUnit')}
          unitNames={{ mm: t('units.long.mm'), in: t('units.long.in') }}
        />
      }
    >
      <Stack gap="6">
        <CustomerSection customer={customer} />
        <MaterialsSection color={color} material={material} display={display} />
        <ItemsSection
          items={draft.cabinets}
          unit={unit}
          display={display}
          drawings={production.drawings}
        />
        <HardwareSection hardware={production.hardware} display={display} />
        <NotesSection notes={draft.additionalNotes} />
        {sending && (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('summary.sending')}</Text>
          </HStack>
        )}
        <WizardNav
          back={{ label: t('nav.back'), href: PATHS.note }}
          next={{ label: t('summary.send'), onClick: () => void submit() }}
          hidden={sending}
          message={failed ? translateMessage(tShared, 'orderSubmitFailed') : undefined}
        />
      </Stack>
    </Screen>
  );
}
