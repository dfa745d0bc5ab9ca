import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES } from './languages';
import { switchLanguage } from './setup';

/** Each language named in itself, so a visitor finds theirs whatever the page shows. */
const NATIVE_NAMES = { en: 'English', es: 'Español' } as const;
const SHORT_NAMES = { en: 'EN', es: 'ES' } as const;

/**
 * The visible language choice: the language's texts are fetched first, then i18next remembers
 * the choice (localStorage and a cookie) for the next visit.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="xs"
          variant={language === active ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={language === active}
          aria-label={NATIVE_NAMES[language]}
          lang={language}
          onClick={() => void switchLanguage(language)}
        >
          {SHORT_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
