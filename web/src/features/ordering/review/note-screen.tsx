import { Field, Stack, Textarea } from '@chakra-ui/react';
import { WizardNav } from '@cutshop/design-system';
import { TEXT_LIMITS } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { useCart } from '../state/cart-store';
import { Screen } from '../components/screen';

/**
 * /note: optional production notes, kept in the draft as they are typed (docs/product.md §2 and
 * §5).
 */
export function NoteScreen() {
  const { t } = useTranslation('wizard');
  const notes = useCart((state) => state.draft.additionalNotes);
  const setNotes = useCart((state) => state.setNotes);
  return (
    <Screen title={t('note.title')}>
      <Stack gap="8">
        <Field.Root>
          <Field.Label>{t('note.label')}</Field.Label>
          <Textarea
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            rows={8}
            maxLength={TEXT_LIMITS.notes}
            placeholder={t('note.placeholder')}
          />
          <Field.HelperText>{t('note.hint')}</Field.HelperText>
        </Field.Root>
        <WizardNav
          back={{ label: t('nav.back'), href: PATHS.step3 }}
          next={{ label: t('nav.next'), href: PATHS.summary }}
        />
      </Stack>
    </Screen>
  );
}
