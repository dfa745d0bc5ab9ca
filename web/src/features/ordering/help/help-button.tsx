import { HelpOverlay } from '@cutshop/design-system';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from './help-topics';
import { RichHelp } from './rich-help';
import { SHARED } from '../../../lib/i18n';

interface HelpButtonProps {
  topic: HelpTopic;
  /** Opens by itself on the first render (the size help, once per session). */
  autoOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A '?' button opening a help overlay of the given topic. */
export function HelpButton({ topic, autoOpen, onOpenChange }: HelpButtonProps) {
  const { t } = useTranslation('wizard');
  return (
    <HelpOverlay
      title={t(`help.${topic}.title`)}
      closeLabel={t('common.close', SHARED)}
      triggerLabel={t('help.trigger')}
      triggerAriaLabel={t(`help.${topic}.open`)}
      autoOpen={autoOpen}
      onOpenChange={onOpenChange}
    >
      <RichHelp topic={topic} />
    </HelpOverlay>
  );
}
