import { Button, Field, Input, RadioGroup, Spinner, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UploadIcon } from '../../icons/icons';
import { RequiredMarker } from '../yes-no-field/required-marker';
import { colourFromHexText, isSwatchColour, isSwatchImage } from './swatch-value';
import { swatchFieldRecipe } from './swatch-field.recipe';

/** What the swatch is: a colour, or an uploaded picture. */
export type SwatchKind = 'colour' | 'image';

/** The image types the upload accepts (the server checks them again). */
export const SWATCH_IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** Every word the field shows or says, translated by the app. */
export interface SwatchFieldTexts {
  /** The colour choice, e.g. 'Colour'. */
  colour: string;
  /** The image choice, e.g. 'Image'. */
  image: string;
  /** The name of the colour picker, e.g. 'Pick a colour'. */
  picker: string;
  /** The label of the hex code input, e.g. 'Hex code'. */
  hex: string;
  /** Said under the hex input when its text is not a colour, e.g. 'Enter six hex digits, as #1a2b3c'. */
  hexInvalid: string;
  /** The label of the file input, e.g. 'Upload an image'. */
  upload: string;
  /** Said while the image is sent, e.g. 'Uploading…'. */
  uploading: string;
  /** The button that clears the swatch, e.g. 'Remove'. */
  remove: string;
  /** The accepted files, under the file input, e.g. 'PNG, JPEG or WebP, at most 2 MB'. */
  hint: string;
  /** The text alternative of the image preview, e.g. 'Current swatch image'. */
  preview: string;
  /** Said when the upload fails without a message of its own, e.g. 'The image could not be uploaded.'. */
  uploadFailed: string;
}

export interface SwatchFieldProps {
  /** The field's name on screen, e.g. 'Swatch'. */
  label: string;
  /** The swatch: a `#rrggbb` colour, an image URL (the server's start with `/`), or null for none. */
  value: string | null;
  /** Called with a lowercase `#rrggbb` colour, the uploaded image's URL, or null when removed. */
  onChange: (value: string | null) => void;
  /**
   * Stores a chosen image and resolves with its URL, which becomes the value. A rejection's
   * message is shown under the field (`texts.uploadFailed` when it has none).
   */
  onUpload: (file: File) => Promise<string>;
  /** A message about the value from the form or the server, shown under the field. */
  error?: string;
  /** The words of the field. */
  texts: SwatchFieldTexts;
  /** Disables every control of the field. */
  disabled?: boolean;
  /** Marks the field required: an asterisk after the label and `aria-required` on its inputs. */
  required?: boolean;
}

function kindOf(value: string | null): SwatchKind | null {
  if (isSwatchColour(value)) return 'colour';
  if (isSwatchImage(value)) return 'image';
  return null;
}

/**
 * A catalogue tile's swatch: a colour (the browser's colour picker and a hex code kept in step)
 * or an uploaded image (PNG, JPEG or WebP) with its preview. The upload says 'Uploading…' while
 * it runs and shows its failure's message; every input names its label, hint and errors.
 */
export function SwatchField({
  label,
  value,
  onChange,
  onUpload,
  error,
  texts,
  disabled = false,
  required = false,
}: SwatchFieldProps) {
  const recipe = useSlotRecipe({ key: 'swatchField', recipe: swatchFieldRecipe });
  const styles = recipe();
  const id = useId();
  const ids = {
    legend: `${id}-legend`,
    hex: `${id}-hex`,
    hexError: `${id}-hex-error`,
    file: `${id}-file`,
    hint: `${id}-hint`,
    status: `${id}-status`,
    uploadError: `${id}-upload-error`,
    error: `${id}-error`,
  };
  const [kind, setKind] = useState<SwatchKind>(kindOf(value) ?? 'colour');
  const [hexText, setHexText] = useState(isSwatchColour(value) ? value : '');
  const [hexInvalid, setHexInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A value set from outside (a reset, another record) brings the kind and the hex text along.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    const nextKind = kindOf(value);
    if (nextKind) setKind(nextKind);
    if (isSwatchColour(value)) {
      if (colourFromHexText(hexText) !== colourFromHexText(value)) setHexText(value);
      setHexInvalid(false);
    } else if (value === null) {
      setHexText('');
      setHexInvalid(false);
    }
  }

  function changeHex(text: string) {
    setHexText(text);
    const colour = colourFromHexText(text);
    if (colour) {
      setHexInvalid(false);
      if (colour !== (value === null ? null : colourFromHexText(value))) onChange(colour);
    }
  }

  function blurHex() {
    setHexInvalid(hexText.trim() !== '' && colourFromHexText(hexText) === null);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const url = await onUpload(file);
      if (mounted.current) onChange(url);
    } catch (reason) {
      const message = reason instanceof Error && reason.message ? reason.message : null;
      if (mounted.current) setUploadError(message ?? texts.uploadFailed);
    } finally {
      if (mounted.current) setUploading(false);
      // The same file can be chosen again after a failure.
      input.value = '';
    }
  }

  function remove() {
    setUploadError(null);
    setHexText('');
    setHexInvalid(false);
    onChange(null);
  }

  const describedBy = (...parts: (string | false | null | undefined)[]) => {
    const list = parts.filter(Boolean);
    return list.length > 0 ? list.join(' ') : undefined;
  };
  const errorShown = Boolean(error);
  const pickerValue =
    (isSwatchColour(value) ? colourFromHexText(value) : colourFromHexText(hexText)) ?? '#000000';
  const removeButton = value !== null && (
    <Button size="sm" variant="outline" onClick={remove} disabled={disabled || uploading}>
      {texts.remove}
    </Button>
  );

  return (
    <chakra.fieldset css={styles.root} disabled={disabled}>
      <chakra.legend css={styles.legend} id={ids.legend}>
        {label}
        {required && <RequiredMarker />}
      </chakra.legend>
      <RadioGroup.Root
        css={styles.kinds}
        value={kind}
        onValueChange={(details) => {
          if (details.value === 'colour' || details.value === 'image') setKind(details.value);
        }}
        disabled={disabled || uploading}
        colorPalette="brand"
        aria-labelledby={ids.legend}
      >
        {(['colour', 'image'] as const).map((choice) => (
          <RadioGroup.Item key={choice} value={choice}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator css={styles.indicator} />
            <RadioGroup.ItemText>{texts[choice]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>

      {kind === 'colour' ? (
        <chakra.div css={styles.colourRow}>
          <chakra.input
            type="color"
            css={styles.picker}
            value={pickerValue}
            aria-label={texts.picker}
            aria-required={required || undefined}
            aria-invalid={errorShown || undefined}
            aria-describedby={describedBy(errorShown && ids.error)}
            disabled={disabled}
            onChange={(event) => changeHex(event.target.value)}
          />
          <Field.Root
            css={styles.hex}
            ids={{ control: ids.hex, errorText: ids.hexError }}
            invalid={hexInvalid || errorShown}
            disabled={disabled}
          >
            <Field.Label>{texts.hex}</Field.Label>
            <Input
              value={hexText}
              placeholder="#rrggbb"
              autoComplete="off"
              spellCheck={false}
              maxLength={7}
              bg="surface.card"
              fontFamily="mono"
              aria-required={required || undefined}
              aria-describedby={describedBy(hexInvalid && ids.hexError, errorShown && ids.error)}
              onChange={(event) => changeHex(event.target.value)}
              onBlur={blurHex}
            />
            {hexInvalid && <Field.ErrorText>{texts.hexInvalid}</Field.ErrorText>}
          </Field.Root>
          {removeButton}
        </chakra.div>
      ) : (
        <chakra.div css={styles.imagePart}>
          {(isSwatchImage(value) || removeButton) && (
            <chakra.div css={styles.imageRow}>
              {isSwatchImage(value) && (
                <chakra.img css={styles.preview} src={value} alt={texts.preview} />
              )}
              {removeButton}
            </chakra.div>
          )}
          <chakra.input
            id={ids.file}
            type="file"
            accept={SWATCH_IMAGE_TYPES}
            css={styles.file}
            disabled={disabled || uploading}
            aria-required={required || undefined}
            aria-invalid={Boolean(uploadError) || errorShown || undefined}
            aria-describedby={describedBy(
              ids.hint,
              uploadError && ids.uploadError,
              errorShown && ids.error,
            )}
            onChange={upload}
          />
          <chakra.label htmlFor={ids.file} css={styles.uploadButton}>
            <UploadIcon />
            {texts.upload}
          </chakra.label>
          <chakra.p css={styles.hint} id={ids.hint}>
            {texts.hint}
          </chakra.p>
          {/* Present while the image part is shown, so the start of an upload is heard. */}
          <chakra.p css={styles.status} id={ids.status} role="status">
            {uploading && (
              <>
                <Spinner size="xs" />
                {texts.uploading}
              </>
            )}
          </chakra.p>
          {uploadError && (
            <chakra.p css={styles.error} id={ids.uploadError} role="alert">
              {uploadError}
            </chakra.p>
          )}
        </chakra.div>
      )}
      {error && (
        <chakra.p css={styles.error} id={ids.error}>
          {error}
        </chakra.p>
      )}
    </chakra.fieldset>
  );
}
