import type { Locator, Page } from 'playwright-core';

/** The customer who orders in the end-to-end test. */
export const CUSTOMER = {
  fullName: 'Marta Quintero',
  email: 'marta.quintero@example.com',
  phoneNumber: '+1 555 0142',
  address: '48 Cedar Lane, Portland',
  orderName: 'Lake house kitchen',
} as const;

/**
 * The wizard driven like a person would: by roles and visible names (English interface).
 * Every step waits for the next page's heading, since screens load on demand and fade in.
 */
export class Wizard {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  async expectPage(name: string): Promise<void> {
    await this.heading(name).waitFor({ state: 'visible' });
  }

  async start(origin: string): Promise<void> {
    await this.page.goto(`${origin}/`);
    await this.expectPage('Welcome');
    await this.page.getByRole('link', { name: 'Start' }).click();
    await this.expectPage('Enter your info');
  }

  async enterCustomer(): Promise<void> {
    const { page } = this;
    await page.getByLabel('Full name').fill(CUSTOMER.fullName);
    await page.getByLabel('E-mail').fill(CUSTOMER.email);
    await page.getByLabel('Phone number').fill(CUSTOMER.phoneNumber);
    await page.getByLabel('Address').fill(CUSTOMER.address);
    await page.getByLabel('Order name').fill(CUSTOMER.orderName);
    await page.getByRole('button', { name: 'Next' }).click();
    await this.expectPage('Select the metric units and materials');
  }

  async chooseUnit(unit: 'Milimeters' | 'Inches'): Promise<void> {
    await this.page.getByRole('radiogroup', { name: 'Units' }).getByText(unit).click();
  }

  async chooseCatalogueColour(name: string): Promise<void> {
    const { page } = this;
    await page
      .getByRole('region', { name: 'Cabinet' })
      .getByRole('link', { name: 'Select' })
      .click();
    await this.expectPage('Cabinet Material');
    await page.getByRole('button', { name }).click();
    await this.expectPage('Select the metric units and materials');
  }

  async enterCustomFinish(finish: { name: string; w: string; h: string; t: string }) {
    const { page } = this;
    await page
      .getByRole('region', { name: 'Finish' })
      .getByRole('link', { name: 'Select' })
      .click();
    await this.expectPage('Finish Material');
    await page.getByRole('button', { name: /CUSTOM/ }).click();
    // The size help opens by itself on the first custom form of the session.
    const help = page.getByRole('dialog', { name: 'Custom material sizes' });
    await help.waitFor({ state: 'visible' });
    await help.getByRole('button', { name: 'Close' }).click();
    await help.waitFor({ state: 'hidden' });
    await page.getByLabel('Name').fill(finish.name);
    await page.getByLabel('W (width)').fill(finish.w);
    await page.getByLabel('H (height)').fill(finish.h);
    await page.getByLabel('T (thickness)').fill(finish.t);
    await page.getByRole('radiogroup', { name: 'Grain' }).getByText('Yes').click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await this.expectPage('Select the metric units and materials');
  }

  async goToItems(): Promise<void> {
    await this.page.getByRole('link', { name: 'Next' }).click();
    await this.expectPage('Enter the items details');
  }

  async openItemForm(category: string, type: string): Promise<void> {
    const { page } = this;
    await page.getByRole('link', { name: 'Add Item' }).click();
    await this.expectPage('Select Type');
    await page.getByRole('button', { name: category }).click();
    await this.expectPage(category);
    await page.getByRole('button', { name: type }).click();
    await this.expectPage(type);
  }

  async answer(question: string, choice: string): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: question })
      .getByText(choice, { exact: true })
      .click();
  }

  /** Fills the form of the seeded 'Base 1 Door' as a 600 x 720 x 560 mm sink base. */
  async fillSinkBase(): Promise<void> {
    const { page } = this;
    await page.getByRole('textbox', { name: 'Width', exact: true }).fill('600');
    await page.getByRole('textbox', { name: 'Height', exact: true }).fill('720');
    await page.getByRole('textbox', { name: 'Depth', exact: true }).fill('560');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Sink base');
    await this.answer('Material', 'Cabinet');
    await this.answer('Screw assembly', 'Yes');
    await this.answer('Dowel assembly', 'No');
    await this.answer('Wall mount for base', 'No');
    await this.answer('Hinge holes', 'Yes');
    await this.answer('Include door', 'Yes');
    await page.getByLabel('Number of shelves').selectOption('1');
  }

  async acceptItem(): Promise<void> {
    await this.page.getByRole('button', { name: 'Accept' }).click();
    await this.expectPage('Enter the items details');
  }
}
