import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { changeDiffRecipe } from './change-diff.recipe';

/** One field's change. */
export interface ChangeDiffEntry {
  /** The field's name, translated by the app, e.g. 'Name' or 'Swatch'. */
  field: string;
  /** The value before the change, as text; null when the field had none. */
  before: string | null;
  /** The value after the change, as text; null when the field has none. */
  after: string | null;
}

/** The diff's words, translated by the app. */
export interface ChangeDiffTexts {
  /** The first column's header, e.g. 'Field'. */
  field: string;
  /** The header of the old values, e.g. 'Before'. */
  before: string;
  /** The header of the new values, e.g. 'After'. */
  after: string;
  /** Shown instead of the table when nothing changed, e.g. 'No changes'. */
  empty: string;
  /** Shown for a missing value (null), e.g. 'None'. */
  none: string;
}

export interface ChangeDiffProps {
  /** The changed fields, in the order to show. */
  changes: ChangeDiffEntry[];
  /** The words of the table. */
  texts: ChangeDiffTexts;
  /** The table's caption (its visible name), e.g. 'Changes to White oak'. */
  caption?: string;
}

/**
 * Before and after, field by field (the catalogue editor's review of a change). The old value is
 * struck through and muted, the new one bold; the column headers name them for screen readers.
 * The columns wrap their text, so the table fits a 390 px phone.
 */
export function ChangeDiff({ changes, texts, caption }: ChangeDiffProps) {
  const recipe = useSlotRecipe({ key: 'changeDiff', recipe: changeDiffRecipe });
  const styles = recipe();
  const value = (text: string | null, css: typeof styles.before) =>
    text === null ? (
      <chakra.span css={styles.none}>{texts.none}</chakra.span>
    ) : (
      <chakra.span css={css}>{text}</chakra.span>
    );
  if (changes.length === 0) {
    return (
      <chakra.div css={styles.root}>
        {caption && <chakra.p css={styles.caption}>{caption}</chakra.p>}
        <chakra.p css={styles.empty}>{texts.empty}</chakra.p>
      </chakra.div>
    );
  }
  return (
    <chakra.div css={styles.root}>
      <chakra.table css={styles.table}>
        {caption && <chakra.caption css={styles.caption}>{caption}</chakra.caption>}
        <colgroup>
          <col data-column="field" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{texts.field}</th>
            <th scope="col">{texts.before}</th>
            <th scope="col">{texts.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${index}-${change.field}`}>
              <chakra.th scope="row" css={styles.field}>
                {change.field}
              </chakra.th>
              <td>{value(change.before, styles.before)}</td>
              <td>{value(change.after, styles.after)}</td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}
