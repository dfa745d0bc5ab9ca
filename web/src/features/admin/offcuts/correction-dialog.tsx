import { Alert, Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { StockOffcutAnswer, Unit } from '@cutshop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { isSessionExpired } from '../api/admin-client';
import { DecimalField } from '../prices/price-fields';
import { correctOffcut } from './offcuts-api';
import { typedSideMm, useOffcutSizes } from './offcut-size';

/** Why a correction did not go through, for the screen: changed meanwhile (409) or gone (404). */
export type CorrectionRefusal = 'conflict' | 'gone';

const SIDES = ['lengthMm', 'widthMm'] as const;
type Side = (typeof SIDES)[number];

interface CorrectionDialogProps {
  offcut: StockOffcutAnswer;
  display: Unit;
  onClose: () => void;
  onSaved: (saved: StockOffcutAnswer) => void;
  onRefused: (refusal: CorrectionRefusal) => void;
}

/**
 * "Correct" of one offcut (docs/production/nesting.md, "Offcuts from stock"): its two sides as
 * measured, in the page's unit, sent with the version read. The browser checks only that each is
 * a size above 0; the server refuses a side that grows (400 naming it: the message shows on that
 * field), and a stale version or an offcut a plan took (409) or removed (404), which the screen
 * shows after the dialog closes.
 */
export function CorrectionDialog({
  offcut,
  display,
  onClose,
  onSaved,
  onRefused,
}: CorrectionDialogProps) {
  const { t } = useTranslation('admin');
  const sizes = useOffcutSizes(display);
  const shown: Record<Side, string> = {
    lengthMm: sizes.side(offcut.lengthMm),
    widthMm: sizes.side(offcut.widthMm),
  };
  const [draft, setDraft] = useState<Record<Side, string>>(shown);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<ReadonlySet<Side>>(new Set());
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const typed: Record<Side, number | null> = {
    lengthMm: typedSideMm(draft.lengthMm, shown.lengthMm, offcut.lengthMm, display),
    widthMm: typedSideMm(draft.widthMm, shown.widthMm, offcut.widthMm, display),
  };
  const errorAt = (side: Side): string | undefined => {
    if (refused.has(side))
      return t('offcuts.correction.refused', { max: sizes.length(offcut[side]) });
    const value = typed[side];
    if (attempted && (value === null || value <= 0)) return t('offcuts.correction.invalid');
    return undefined;
  };

  const change = (side: Side, value: string) => {
    setDraft((current) => ({ ...current, [side]: value }));
    setRefused((current) => new Set([...current].filter((entry) => entry !== side)));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setFailed(false);
    const { lengthMm, widthMm } = typed;
    if (saving || lengthMm === null || widthMm === null || lengthMm <= 0 || widthMm <= 0) return;
    setSaving(true);
    try {
      onSaved(await correctOffcut(offcut.id, { lengthMm, widthMm, version: offcut.version }));
    } catch (error) {
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError && error.status === 409) onRefused('conflict');
      else if (error instanceof ApiError && error.status === 404) onRefused('gone');
      else if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
        const paths = new Set(error.fields.map((field) => field.path.split('.')[0]));
        setRefused(new Set(SIDES.filter((side) => paths.has(side))));
      } else setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const formId = `correct-${offcut.id}`;
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('offcuts.correction.title', { id: offcut.id })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={(event) => void save(event)} noValidate>
                <Stack gap="4">
                  <Text>{t('offcuts.correction.intro', { size: sizes.size(offcut) })}</Text>
                  {failed && (
                    <Alert.Root status="error" role="alert" variant="subtle">
                      <Alert.Indicator />
                      <Alert.Title>{t('offcuts.correction.failed')}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Box display="grid" gap="4" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}>
                    {SIDES.map((side) => (
                      <DecimalField
                        key={side}
                        label={t(`offcuts.correction.${side === 'lengthMm' ? 'length' : 'width'}`)}
                        value={draft[side]}
                        unit={sizes.unitShort}
                        onChange={(value) => change(side, value)}
                        error={errorAt(side)}
                        required
                      />
                    ))}
                  </Box>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('offcuts.correction.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={saving}
                loadingText={t('offcuts.correction.saving')}
              >
                {t('offcuts.correction.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
