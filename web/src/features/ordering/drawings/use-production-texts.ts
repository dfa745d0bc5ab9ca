import { useState } from 'react';
import { addProductionTexts } from '../locales/production';

/**
 * Makes sure the drawing and hardware texts are in the `wizard` namespace before the calling
 * screen renders them (adding them again is harmless: nothing is overwritten).
 */
export function useProductionTexts(): void {
  useState(addProductionTexts);
}
