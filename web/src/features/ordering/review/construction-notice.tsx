import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { constructionNoticeId, type ConstructionMark } from './construction-marks';

/**
 * The mark on an item the construction check refuses: each problem with its limit ("Item 1: At
 * most 597 mm for the door of this cabinet") and an Edit button that opens the item's form.
 * Focusable by script only, for Send to move the focus here.
 */
export function ConstructionNotice({
  mark,
  onEdit,
}: {
  mark: ConstructionMark;
  onEdit: (index: number) => void;
}) {
  const { t } = useTranslation('wizard');
  const { t: tShared } = useTranslation();
  const number = mark.index + 1;
  return (
    <Alert.Root status="error" size="sm" id={constructionNoticeId(mark.index)} tabIndex={-1}>
      <Alert.Indicator />
      <Stack gap="2">
        <Alert.Description>
          {mark.problems.map((problem) => (
            <Text key={problem.field}>
              {t('retired.itemField', {
                number,
                message: translateMessage(tShared, problem.code, problem.params) ?? problem.code,
              })}
            </Text>
          ))}
          <Text>{t('construction.correctItem')}</Text>
        </Alert.Description>
        <Box>
          <Button size="xs" variant="outline" onClick={() => onEdit(mark.index)}>
            {t('step3.editItem', { number })}
          </Button>
        </Box>
      </Stack>
    </Alert.Root>
  );
}
