import { Button, chakra, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_PARAMETER, LANGUAGES } from './languages';
import { switchLanguage } from './setup';

/** Each language named in itself, so a visitor finds theirs whatever the page shows. */
const NATIVE_NAMES = { en: 'English', es: 'Español' } as const;
const SHORT_NAMES = { en: 'EN', es: 'ES' } as const;

/**
 * The visible language choice: the language's texts are fetched first, then i18next remembers
 * the choice (localStorage and a cookie) for the next visit. The buttons send a form (`?lang=es`)
 * as well: on a prerendered page whose scripts have not run yet (/home starts its scripts after
 * its load event), the server answers it with the page in that language and keeps the choice in
 * the cookie (docs/architecture.md, "The first pages"); once the app runs, the click is the
 * app's.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <chakra.form method="get" display="contents">
      <Group attached role="group" aria-label={t('language.label')}>
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            type="submit"
            name={LANGUAGE_PARAMETER}
            value={language}
            size="xs"
            variant={language === active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={language === active}
            aria-label={NATIVE_NAMES[language]}
            lang={language}
            onClick={(event) => {
              event.preventDefault();
              void switchLanguage(language);
            }}
          >
            {SHORT_NAMES[language]}
          </Button>
        ))}
      </Group>
    </chakra.form>
  );
}
