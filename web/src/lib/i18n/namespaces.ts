/** The namespace of the app-wide texts: header, language choice, common words, errors, messages. */
export const SHARED_NS = 'translation';

/**
 * Options for a feature's `t` to read an app-wide text instead of one of the feature's own:
 * `t('common.yes', SHARED)`. Each feature's namespace holds only its own texts.
 */
export const SHARED = { ns: SHARED_NS } as const;
