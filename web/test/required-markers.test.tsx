import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { materialsDone, MODEL_IDS, sampleCustomer } from './support/fixtures';
import { findHeading, renderApp } from './support/render-app';

const BASE = { categoryId: 100, typeId: 110, modelId: MODEL_IDS.baseOneDoor };
const PANEL = { categoryId: 500, typeId: 520, modelId: MODEL_IDS.endPanel };

/** The radio group is announced as required and its label shows the asterisk. */
function expectMarkedRequired(question: string) {
  const group = screen.getByRole('radiogroup', { name: question });
  expect(group).toHaveAttribute('aria-required', 'true');
  const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
  expect(label).toHaveTextContent(new RegExp(`^${question}\\s*\\*$`));
}

describe('required choice fields show the required marker', () => {
  it("marks the item form's Material and yes / no questions", async () => {
    await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    for (const question of [
      'Material',
      'Screw assembly',
      'Dowel assembly',
      'Wall mount for base',
      'Hinge holes',
      'Include door',
    ]) {
      expectMarkedRequired(question);
    }
  });

  it("marks a panel's Cut orientation and Material", async () => {
    await renderApp('/furniture-form', { draft: materialsDone, selection: PANEL });
    await findHeading('Panel');
    expectMarkedRequired('Cut orientation');
    expectMarkedRequired('Material');
  });

  it("marks the custom material form's Grain", async () => {
    await renderApp('/finish-custom-form', {
      draft: { customer: sampleCustomer, name: sampleCustomer.orderName, unit: 'mm' },
      sizesHelpSeen: true,
    });
    await findHeading('Custom Finish Material');
    expectMarkedRequired('Grain');
  });
});
