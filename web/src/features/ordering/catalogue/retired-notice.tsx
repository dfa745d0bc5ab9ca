import { Alert } from '@chakra-ui/react';
import type { RetiredChoice } from './retired-choices';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';

/**
 * The mark on an item or a material the catalogue no longer offers: what happened and what to
 * do ("This model is no longer offered. Change or remove the item."). `id` lets Send move the
 * focus here; it is focusable by script only.
 */
export function RetiredNotice({ choice, id }: { choice: RetiredChoice; id?: string }) {
  const { t } = useTranslation('wizard');
  const { t: tShared } = useTranslation();
  const advice = choice.kind === 'item' ? t('retired.changeItem') : t('retired.changeMaterial');
  return (
    <Alert.Root status="error" size="sm" id={id} tabIndex={id ? -1 : undefined}>
      <Alert.Indicator />
      <Alert.Description>
        {translateMessage(tShared, choice.code)}. {advice}
      </Alert.Description>
    </Alert.Root>
  );
}

/** The id of a retired choice's mark on the summary, for Send to focus. */
export function retiredNoticeId(choice: RetiredChoice): string {
  return choice.kind === 'item' ? `retired-item-${choice.index}` : `retired-${choice.kind}`;
}
