import { Box, Stack, Text } from '@chakra-ui/react';
import type { OrderStatus, TrackedStep } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/languages';
import { dateInWords } from './date-in-words';

/** The way an order goes when the shop takes it; Rejected ends it after Pending. */
const THE_WAY: readonly OrderStatus[] = ['Pending', 'Approved', 'To Cut', 'To Deliver'];

interface StatusTimelineProps {
  status: OrderStatus;
  /** Oldest first, from Pending. */
  history: readonly TrackedStep[];
}

/**
 * The order's way as an ordered list in words: each status reached with its date, the current
 * one marked (aria-current="step"), and the ones still to come while the order is open.
 */
export function StatusTimeline({ status, history }: StatusTimelineProps) {
  const { t, i18n } = useTranslation('wizard');
  const language = currentLanguage(i18n.language);
  const reached = new Set(history.map((step) => step.status));
  const upcoming = status === 'Rejected' ? [] : THE_WAY.filter((step) => !reached.has(step));

  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={t('track.timeline')}>
      {history.map((step, index) => {
        const current = index === history.length - 1;
        return (
          <TimelineEntry key={`${step.status}-${step.at}`} done current={current}>
            <Text fontWeight={current ? 'bold' : 'semibold'}>
              {t(`track.statusNames.${step.status}`)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={step.at}>
                {t('track.reachedOn', { date: dateInWords(new Date(step.at), language) })}
              </time>
            </Text>
          </TimelineEntry>
        );
      })}
      {upcoming.map((step) => (
        <TimelineEntry key={step} done={false} current={false}>
          <Text color="fg.muted">{t(`track.statusNames.${step}`)}</Text>
          {/* fg.muted, not fg.subtle: readable small text (4.5:1 at least, WCAG 1.4.3). */}
          <Text fontSize="sm" color="fg.muted">
            {t('track.upcoming')}
          </Text>
        </TimelineEntry>
      ))}
    </Stack>
  );
}

function TimelineEntry({
  done,
  current,
  children,
}: {
  done: boolean;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      as="li"
      aria-current={current ? 'step' : undefined}
      position="relative"
      paddingInlineStart="7"
      paddingBlockEnd="4"
      borderInlineStartWidth="2px"
      borderColor={done ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      marginInlineStart="2"
      _last={{ borderColor: 'transparent', paddingBlockEnd: '0' }}
    >
      <Box
        aria-hidden
        position="absolute"
        insetInlineStart="-9px"
        top="1"
        boxSize="4"
        borderRadius="full"
        borderWidth="2px"
        borderColor={done ? 'colorPalette.solid' : 'border.emphasized'}
        bg={current ? 'colorPalette.solid' : done ? 'colorPalette.muted' : 'bg'}
      />
      {children}
    </Box>
  );
}
