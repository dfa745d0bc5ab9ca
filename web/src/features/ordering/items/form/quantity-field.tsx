import { QuantityStepper } from '@cutshop/design-system';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';

/** The item quantity as a stepper: minus never below 1, plus adds 1 (docs/product.md §4). */
export function QuantityField() {
  const { t } = useTranslation('wizard');
  const { input } = useField<string>('quantity', {
    parse: (value: unknown) => (typeof value === 'string' ? value : ''),
  });
  const count = Number.parseInt(input.value, 10);
  return (
    <QuantityStepper
      name="quantity"
      label={t('item.quantity')}
      value={Number.isFinite(count) && count >= 1 ? count : 1}
      min={1}
      onChange={(next) => input.onChange(String(next))}
      decrementLabel={t('item.decreaseQuantity')}
      incrementLabel={t('item.increaseQuantity')}
    />
  );
}
