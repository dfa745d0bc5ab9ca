import { DesignSystemProvider } from '@cutshop/design-system';
import { OPTION_FIELDS, type Item } from '@cutshop/domain';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomMaterialValue } from '../src/components/custom-material-value';
import { DisplayUnitToggle } from '../src/components/display-unit-toggle';
import { Logo } from '../src/components/logo';
import { SkipLink } from '../src/components/skip-link';
import { addWizardTexts } from '../src/features/ordering/locales';
import { setupI18n } from '../src/lib/i18n';
import { useItemTexts } from '../src/lib/items/use-item-texts';
import { sampleItems } from './support/fixtures';

// The shared texts about items arrive with a feature's texts, as in the app.
beforeEach(async () => {
  setupI18n();
  addWizardTexts();
  await i18next.changeLanguage('en');
});

/** The sample base cabinet (600 × 720 × 560 mm) with only a few options, of every kind, set. */
function itemWithOptions(): Item {
  const unset = Object.fromEntries(OPTION_FIELDS.map((field) => [field, null]));
  return {
    ...sampleItems()[0]!,
    ...unset,
    orientation: 'Vertical',
    hinges: true,
    screws: false,
    holesfrontdrawer: 3,
    jheight: 25,
    adjustableshelf1: 254,
  };
}

describe('useItemTexts', () => {
  it('gives the size and every set option in words, lengths in the display unit', () => {
    const { result } = renderHook(() => useItemTexts());
    const item = itemWithOptions();
    expect(result.current.sizeOf(item, 'mm', 'mm')).toBe('600.00 × 720.00 × 560.00 mm');
    expect(result.current.sizeOf(item, 'mm', 'in')).toBe('23.62 × 28.35 × 22.05 in');
    const options = result.current.optionsOf(item, 'mm', 'in');
    expect(options.map(({ label, value }) => [label, value])).toEqual([
      ['Cut orientation', 'Vertical'],
      ['Screw assembly', 'No'],
      ['Hinge holes', 'Yes'],
      // Profile sizes stay in millimetres whatever the display unit.
      ['J profile height', '25.00 mm'],
      ['Front drawer holes', '3 mm (first slide type)'],
      ['Adjustable shelf 1 height', '10.00 in'],
    ]);
  });

  it('reads the same texts in Spanish, and leaves out options left out of the answer', async () => {
    await i18next.changeLanguage('es');
    const { result } = renderHook(() => useItemTexts());
    const item = { ...itemWithOptions(), screws: undefined } as unknown as Item;
    expect(result.current.optionsOf(item, 'mm', 'mm').map(({ value }) => value)).toEqual([
      'Vertical',
      'Sí',
      // Spanish writes a decimal comma, as the e-mails and the admin's figures do.
      '25,00 mm',
      '3 mm (primer tipo de corredera)',
      '254,00 mm',
    ]);
    expect(result.current.optionsOf(item, 'mm', 'mm')[0]!.label).toBe('Orientación del corte');
  });
});

describe('DisplayUnitToggle', () => {
  it('names its group and buttons with the texts given and reports the chosen unit', async () => {
    const onChange = vi.fn();
    render(
      <DesignSystemProvider>
        <DisplayUnitToggle
          value="mm"
          onChange={onChange}
          label="Show sizes in"
          unitNames={{ mm: 'Millimeters', in: 'Inches' }}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('group', { name: 'Show sizes in' })).toBeVisible();
    const mm = screen.getByRole('button', { name: 'Millimeters' });
    expect(mm).toHaveTextContent('mm');
    expect(mm).toHaveAttribute('aria-pressed', 'true');
    const inches = screen.getByRole('button', { name: 'Inches' });
    expect(inches).toHaveTextContent('in');
    expect(inches).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(inches);
    expect(onChange).toHaveBeenCalledWith('in');
    expect(document.querySelector('[data-print-hide]')).toBeNull();
  });

  it('is marked to stay off paper when asked', () => {
    render(
      <DesignSystemProvider>
        <DisplayUnitToggle
          value="in"
          onChange={() => undefined}
          label="Show sizes in"
          unitNames={{ mm: 'Millimeters', in: 'Inches' }}
          hideWhenPrinted
        />
      </DesignSystemProvider>,
    );
    const group = screen.getByRole('group', { name: 'Show sizes in' });
    expect(group.closest('[data-print-hide]')).not.toBeNull();
  });
});

describe('Logo and SkipLink', () => {
  it("show the shop's name and a link to the page content", () => {
    render(
      <DesignSystemProvider>
        <SkipLink label="Skip to content" />
        <Logo />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByText('Cutshop')).toBeVisible();
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('CustomMaterialValue', () => {
  it('shows the marker, the name, the size in the display unit and the grain', async () => {
    await i18next.changeLanguage('es');
    render(
      <DesignSystemProvider>
        <CustomMaterialValue
          marker="Personalizado"
          material={{ name: 'Walnut veneer', x: 2440, y: null, z: 19, grain: null, unit: 'mm' }}
          display="in"
          grainLabel="Veta"
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Personalizado')).toBeVisible();
    expect(screen.getByText('Walnut veneer', { exact: false })).toBeVisible();
    // A missing size and an unrecorded grain read as a dash.
    expect(screen.getByText('An 96.06 · Al — · Es 0.75 in')).toBeVisible();
    expect(screen.getByText('Veta: —')).toBeVisible();
  });
});
