import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { SwatchField, type SwatchFieldProps, type SwatchFieldTexts } from './swatch-field';

const english: SwatchFieldTexts = {
  colour: 'Colour',
  image: 'Image',
  picker: 'Pick a colour',
  hex: 'Hex code',
  hexInvalid: 'Enter six hex digits, as #1a2b3c',
  upload: 'Upload an image',
  uploading: 'Uploading…',
  remove: 'Remove',
  hint: 'PNG, JPEG or WebP, at most 2 MB',
  preview: 'Current swatch image',
  uploadFailed: 'The image could not be uploaded.',
};

const spanish: SwatchFieldTexts = {
  colour: 'Color',
  image: 'Imagen',
  picker: 'Elegir un color',
  hex: 'Código hexadecimal',
  hexInvalid: 'Escriba seis dígitos hexadecimales, como #1a2b3c',
  upload: 'Subir una imagen',
  uploading: 'Subiendo…',
  remove: 'Quitar',
  hint: 'PNG, JPEG o WebP, 2 MB como máximo',
  preview: 'Imagen actual de la muestra',
  uploadFailed: 'No se pudo subir la imagen.',
};

/**
 * The URL the story's upload answers with: a small wood-grain picture (the server's URLs start
 * with `/`; a data URL shows a real picture here without a server).
 */
const oakImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#c8a06a"/><path d="M0 14c20 6 44-6 64 0M0 34c20 6 44-6 64 0M0 54c20 6 44-6 64 0" stroke="#a67c45" stroke-width="3" fill="none"/></svg>',
  );

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'oak.png', { type: 'image/png' });

/** Holds the value as the editor's form does. */
function Controlled(props: SwatchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SwatchField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Admin/SwatchField',
  component: SwatchField,
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Swatch',
    value: '#3b3d40',
    texts: english,
    onChange: fn(),
    onUpload: fn(async () => oakImage),
  },
} satisfies Meta<typeof SwatchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colour: the picker and the hex code show the same value. */
export const Colour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Swatch' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Colour' })).toBeChecked();
    await expect(canvas.getByLabelText('Pick a colour')).toHaveValue('#3b3d40');
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#3b3d40');
  },
};

/** A colour stored in capitals or in three digits (the seeded `#F4F4F1`, `#abc`) is a colour too. */
export const StoredColourForms: Story = {
  args: { value: '#F4F4F1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Colour' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#F4F4F1');
    await expect(canvas.getByLabelText('Pick a colour')).toHaveValue('#f4f4f1');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ShortColour: Story = {
  args: { value: '#abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Colour' })).toBeChecked();
    await expect(canvas.getByLabelText('Pick a colour')).toHaveValue('#aabbcc');
  },
};

/** A typed hex code (any case, with or without #) updates the value and the picker. */
export const TypeHexCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'A1B2C3');
    await expect(args.onChange).toHaveBeenLastCalledWith('#a1b2c3');
    await expect(canvas.getByLabelText('Pick a colour')).toHaveValue('#a1b2c3');
    await userEvent.tab();
    await expect(hex).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/Enter six hex digits/)).toBeNull();
  },
};

/** A partial code changes nothing and, on leaving the field, says what is expected. */
export const InvalidHexCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12zz');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription('Enter six hex digits, as #1a2b3c');
  },
};

/** The browser's picker updates the value and the hex code. */
export const PickColour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    fireEvent.input(canvas.getByLabelText('Pick a colour'), { target: { value: '#9caf88' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('#9caf88');
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('#9caf88');
  },
};

/** No swatch yet: empty hex code, no Remove button. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};

/** Remove clears the swatch. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toHaveValue('');
  },
};

/** An image: its preview, the file input with its hint. */
export const Image: Story = {
  args: { value: oakImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Image' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Current swatch image' })).toHaveAttribute(
      'src',
      oakImage,
    );
    const file = canvas.getByLabelText('Upload an image');
    await expect(file).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await expect(file).toHaveAccessibleDescription('PNG, JPEG or WebP, at most 2 MB');
  },
};

/** Choosing Image and a file calls onUpload with it; the URL it answers becomes the value. */
export const UploadImage: Story = {
  args: { value: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Image'));
    const file = png();
    await userEvent.upload(canvas.getByLabelText('Upload an image'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(oakImage));
    await expect(await canvas.findByRole('img', { name: 'Current swatch image' })).toBeVisible();
  },
};

/** While the image is sent: 'Uploading…' in a status region, the inputs waiting. */
export const Uploading: Story = {
  args: { value: null, onUpload: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Image'));
    await userEvent.upload(canvas.getByLabelText('Upload an image'), png());
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading…');
    await expect(canvas.getByLabelText('Upload an image')).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A refused upload shows the server's message; the value stays as it was. */
export const UploadFails: Story = {
  args: {
    value: oakImage,
    onUpload: fn(async () => {
      throw new Error('The image is larger than 2 MB.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload an image'), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The image is larger than 2 MB.',
    );
    await expect(canvas.getByLabelText('Upload an image')).toHaveAccessibleDescription(
      /larger than 2 MB/,
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** A failure without a message of its own says the field's words. */
export const UploadFailsWithoutMessage: Story = {
  args: { value: oakImage, onUpload: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Upload an image'), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The image could not be uploaded.',
    );
  },
};

/** An error from the form or the server, under the field and in each input's description. */
export const WithError: Story = {
  args: { value: null, error: 'A colour tile needs a swatch.', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A colour tile needs a swatch.')).toBeVisible();
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription('A colour tile needs a swatch.');
    await expect(hex).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Hex code' })).toBeDisabled();
    await expect(canvas.getByLabelText('Pick a colour')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Swatch shown to customers on the colour step of the order wizard and on the summary',
    value: oakImage,
  },
};

export const SpanishTexts: Story = {
  args: { label: 'Muestra', texts: spanish, value: oakImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Imagen' })).toBeChecked();
    await expect(canvas.getByLabelText('Subir una imagen')).toHaveAccessibleDescription(
      'PNG, JPEG o WebP, 2 MB como máximo',
    );
    await userEvent.click(canvas.getByText('Color'));
    await expect(canvas.getByRole('textbox', { name: 'Código hexadecimal' })).toHaveValue('');
  },
};

export const SpanishUploading: Story = {
  args: {
    label: 'Muestra',
    texts: spanish,
    value: null,
    onUpload: fn(() => new Promise<string>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Imagen'));
    await userEvent.upload(canvas.getByLabelText('Subir una imagen'), png());
    await expect(await canvas.findByRole('status')).toHaveTextContent('Subiendo…');
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: { value: oakImage, error: 'A colour tile needs a swatch.' },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
