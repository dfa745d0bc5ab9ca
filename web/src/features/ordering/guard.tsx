import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { AppPath } from '../../config/paths';
import { useCart } from './state/cart-store';
import { firstMissingStep } from './state/progress';
import { useWizard } from './state/wizard-store';

/**
 * Lets a visit through, or sends it to the first screen that still needs input (docs/product.md §2:
 * direct navigation to a later step with an incomplete draft). Decided on arrival only: a
 * screen that completes or resets the draft (Accept, New Order) leads on by itself.
 */
export function Guard({ path, children }: { path: AppPath; children: ReactNode }) {
  const [missing] = useState(() => {
    const { draft, sentOrderUuid } = useCart.getState();
    const { selection } = useWizard.getState();
    return firstMissingStep(path, { draft, selection, sentOrderUuid });
  });
  return missing === null ? children : <Navigate to={missing} replace />;
}
