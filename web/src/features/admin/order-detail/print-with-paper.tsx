import { Button, HStack, NativeSelect, chakra } from '@chakra-ui/react';
import { PRINT_HIDDEN } from '@cutshop/design-system';
import { useId, useState } from 'react';

/** The words of a print button with its paper choice, already translated. */
export interface PrintWithPaperTexts {
  /** The group's name for screen readers, e.g. "Labels". */
  group: string;
  /** The paper select's label (read by screen readers). */
  paper: string;
  print: string;
  opening: string;
  paperName: (paper: string) => string;
}

interface PrintWithPaperProps<Paper extends string> {
  papers: readonly Paper[];
  defaultPaper: Paper;
  /** A page is being opened: the button waits. */
  opening: boolean;
  onPrint: (paper: Paper) => void;
  texts: PrintWithPaperTexts;
}

/**
 * A print button with its paper (Print labels, Print quote): a small select of the papers the
 * page is laid out for, then the button. Left out of the printed page.
 */
export function PrintWithPaper<Paper extends string>({
  papers,
  defaultPaper,
  opening,
  onPrint,
  texts,
}: PrintWithPaperProps<Paper>) {
  const [paper, setPaper] = useState<Paper>(defaultPaper);
  const selectId = useId();
  return (
    <HStack role="group" aria-label={texts.group} gap="2" {...PRINT_HIDDEN}>
      <chakra.label htmlFor={selectId} srOnly>
        {texts.paper}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id={selectId}
          value={paper}
          onChange={(event) => {
            const next = papers.find((value) => value === event.currentTarget.value);
            if (next) setPaper(next);
          }}
        >
          {papers.map((value) => (
            <option key={value} value={value}>
              {texts.paperName(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        colorPalette="gray"
        loading={opening}
        loadingText={texts.opening}
        onClick={() => onPrint(paper)}
      >
        {texts.print}
      </Button>
    </HStack>
  );
}
