import { List, Text } from '@chakra-ui/react';
import { Trans } from 'react-i18next';
import type { HelpTopic } from './help-topics';

/** The tags help texts may use, mapped to styled elements (no raw HTML from translations). */
const RICH_TEXT = {
  p: <Text mb="3" />,
  strong: <strong />,
  ul: <List.Root ps="5" mb="3" gap="1" />,
  li: <List.Item />,
};

/** A help text of the interface language, with its paragraphs, bold words and lists. */
export function RichHelp({ topic }: { topic: HelpTopic }) {
  return <Trans ns="wizard" i18nKey={`help.${topic}.body`} components={RICH_TEXT} />;
}
