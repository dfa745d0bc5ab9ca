import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { WizardNav, type WizardNavAction } from '@cutshop/design-system';
import {
  formatDecimal,
  fromMillimetres,
  isSheetPartKind,
  itemFormValuesFromItem,
  optionFieldsFor,
  type ItemFormValues,
  type Unit,
} from '@cutshop/domain';
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../../lib/i18n';
import { DimensionField } from '../../components/form-fields';
import { TextField } from '../../../../components/text-field';
import { newItemValues, noteEntries } from './carried-entries';
import type { ItemFormContext } from './item-context';
import { itemFormValidator } from './item-form-validate';
import { useShopSettings } from './leg-settings-store';
import { ItemPreview } from './item-preview';
import { OptionInputs } from './option-input';
import { QuantityField } from './quantity-field';

const FORM_ID = 'item-form';

interface ItemFormProps {
  context: ItemFormContext;
  unit: Unit;
  onSubmit: (values: ItemFormValues) => void;
  back: WizardNavAction;
  /** Shows the live drawing: the model is the catalogue's, whose construction is known. */
  preview?: boolean;
}

/**
 * Size, quantity, description, the live drawing and every option the model's flags switch on. The rules and
 * messages are the domain's item rules and construction check; Accept stays inert while the form is invalid.
 */
export function ItemForm({ context, unit, onSubmit, back, preview = false }: ItemFormProps) {
  const { t } = useTranslation('wizard');
  const { model, type } = context.model;
  const { bounds, properties } = model.model;
  const [initialValues] = useState<ItemFormValues>(() =>
    context.editing
      ? itemFormValuesFromItem(context.editing)
      : newItemValues(model.model, type.name, unit),
  );
  const [validate] = useState(() => itemFormValidator(model.model, type.name, unit, preview));
  const options = optionFieldsFor(properties);
  const hasDepth = bounds.zmax > 0;
  const legs = useShopSettings();
  const { onLegs, kind } = model.model.construction;
  // Whether the person pressed the inert Accept: it then says why, until the form is valid.
  const [blocked, setBlocked] = useState(false);

  const range = (min: number, max: number) =>
    t('item.range', {
      min: formatDecimal(fromMillimetres(min, unit)),
      max: formatDecimal(fromMillimetres(max, unit)),
      unit: t(`units.short.${unit}`, SHARED),
    });

  // Whether the height includes the legs of a unit on legs, as the shop builds it (the check
  // above sizes the box the same way).
  const legsText = () => {
    if (legs === null || !onLegs || isSheetPartKind(kind)) return '';
    const size = `${formatDecimal(fromMillimetres(legs.legHeightMm, unit))} ${t(`units.short.${unit}`, SHARED)}`;
    return t(legs.heightIncludesLegs ? 'item.legsIncluded' : 'item.legsBelow', { legs: size });
  };

  return (
    <Form<ItemFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      subscription={{ valid: true }}
      render={({ handleSubmit, valid, form }) => (
        <Stack asChild gap="8">
          <form id={FORM_ID} onSubmit={handleSubmit} noValidate>
            {!context.editing && (
              // What is typed goes along when the person changes the model (carried-entries.ts).
              <FormSpy<ItemFormValues>
                subscription={{ values: true }}
                onChange={({ values }) => noteEntries(values)}
              />
            )}
            <Stack as="section" gap="4" aria-labelledby="item-size">
              <Heading as="h2" size="md" id="item-size">
                {t('item.sizeHeading')}
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: hasDepth ? 3 : 2 }} gap="5">
                <DimensionField
                  name="x"
                  label={t('item.width')}
                  unit={unit}
                  hint={range(bounds.xmin, bounds.xmax)}
                  required
                />
                <DimensionField
                  name="y"
                  label={t('item.height')}
                  unit={unit}
                  hint={[range(bounds.ymin, bounds.ymax), legsText()].filter(Boolean).join('. ')}
                  required
                />
                {hasDepth && (
                  <DimensionField
                    name="z"
                    label={t('item.depth')}
                    unit={unit}
                    hint={bounds.zmin > 0 ? range(bounds.zmin, bounds.zmax) : undefined}
                    required={bounds.zmin > 0}
                  />
                )}
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" alignItems="start">
                <QuantityField />
                <TextField
                  name="description"
                  label={t('item.description')}
                  hint={t('item.descriptionHint')}
                  required
                />
              </SimpleGrid>
            </Stack>
            {preview && <ItemPreview model={context.model} unit={unit} />}
            {options.length > 0 && (
              <Stack as="section" gap="4" aria-labelledby="item-options">
                <Heading as="h2" size="md" id="item-options">
                  {t('item.optionsHeading')}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <OptionInputs properties={properties} unit={unit} typeName={type.name} />
                </SimpleGrid>
              </Stack>
            )}
            <WizardNav
              back={back}
              next={{ label: t('nav.accept'), type: 'submit', form: FORM_ID }}
              nextAllowed={valid}
              message={blocked && !valid ? t('item.blocked') : undefined}
              onBlocked={() => {
                setBlocked(true);
                // An invalid submit marks every field, so each shows its own message; the
                // first of them then takes the focus (on a phone, far above the button).
                void form.submit();
                setTimeout(focusFirstInvalidField, 0);
              }}
            />
          </form>
        </Stack>
      )}
    />
  );
}

/** Focuses the item form's first field that shows a problem, if any. */
function focusFirstInvalidField(): void {
  document
    .getElementById(FORM_ID)
    ?.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"]')
    ?.focus();
}
