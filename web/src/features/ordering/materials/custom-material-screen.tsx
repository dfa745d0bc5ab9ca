import { SimpleGrid, Stack } from '@chakra-ui/react';
import { WizardNav } from '@cutshop/design-system';
import {
  materialFromFormValues,
  validateMaterialForm,
  type MaterialFormValues,
} from '@cutshop/domain';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCart } from '../state/cart-store';
import { useWizard } from '../state/wizard-store';
import { DimensionField, YesNoFormField } from '../components/form-fields';
import { TextField } from '../../../components/text-field';
import { Screen } from '../components/screen';
import { HelpButton } from '../help/help-button';
import { initialCustomMaterialValues } from './custom-material-values';
import { MATERIAL_PATHS, type MaterialKind } from './material-kind';

/**
 * /cabinet-custom-form and /finish-custom-form: name, W, H, T in the order's unit (fractions in
 * inches) and grain (docs/product.md §2 and §5). The size help opens by itself once per session.
 */
function CustomMaterialScreen({ kind }: { kind: MaterialKind }) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const unit = useCart((state) => state.draft.unit) ?? 'mm';
  const current = useCart((state) =>
    kind === 'cabinet' ? state.draft.color : state.draft.material,
  );
  const store = useCart((state) => (kind === 'cabinet' ? state.setColor : state.setMaterial));
  const sizesHelpSeen = useWizard((state) => state.sizesHelpSeen);
  const markSizesHelpSeen = useWizard((state) => state.markSizesHelpSeen);
  const [initialValues] = useState(() => initialCustomMaterialValues(current, unit));
  // Read once: the help opens on arrival only, not again when the flag changes mid-visit.
  const [openHelpOnArrival] = useState(!sizesHelpSeen);
  const formId = `${kind}-custom-form`;

  function submit(values: MaterialFormValues) {
    store(materialFromFormValues(values, unit, kind));
    void navigate(PATHS.step2);
  }

  const title = kind === 'cabinet' ? t('customForm.cabinetTitle') : t('customForm.finishTitle');
  return (
    <Screen
      title={title}
      subtitle={t('customForm.subtitle', { unit: t(`units.long.${unit}`) })}
      aside={
        <HelpButton
          topic="customSizes"
          autoOpen={openHelpOnArrival}
          onOpenChange={(open) => {
            if (!open) markSizesHelpSeen();
          }}
        />
      }
    >
      <Form<MaterialFormValues>
        onSubmit={submit}
        initialValues={initialValues}
        validate={(values) => validateMaterialForm(values, unit)}
        subscription={{ valid: true }}
        render={({ handleSubmit, valid }) => (
          <Stack asChild gap="6">
            <form id={formId} onSubmit={handleSubmit} noValidate>
              <TextField name="name" label={t('customForm.name')} required />
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
                <DimensionField name="x" label={t('customForm.width')} unit={unit} required />
                <DimensionField name="y" label={t('customForm.height')} unit={unit} required />
                <DimensionField name="z" label={t('customForm.thickness')} unit={unit} required />
              </SimpleGrid>
              <YesNoFormField name="grain" label={t('customForm.grain')} required />
              <WizardNav
                back={{ label: t('nav.back'), href: MATERIAL_PATHS[kind].list }}
                next={{ label: t('nav.accept'), type: 'submit', form: formId }}
                nextAllowed={valid}
              />
            </form>
          </Stack>
        )}
      />
    </Screen>
  );
}

export function CabinetCustomFormScreen() {
  return <CustomMaterialScreen kind="cabinet" />;
}

export function FinishCustomFormScreen() {
  return <CustomMaterialScreen kind="finish" />;
}
