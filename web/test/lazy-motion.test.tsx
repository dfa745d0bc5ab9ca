import { DesignSystemProvider, Notification, PageTransition } from '@cutshop/design-system';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** The animated wrapper around the page titled `title`. */
function wrapperOf(title: string): HTMLElement {
  const wrapper = screen.getByRole('heading', { name: title }).closest<HTMLElement>('[data-page]');
  if (!wrapper) throw new Error(`no animated wrapper around ${title}`);
  return wrapper;
}

// The design system animates with LazyMotion's `m` components: the animation features arrive
// as a chunk of their own once a motion component mounts. Until then a page sits at its
// starting style; once they are here it animates in (the test setup skips the animations'
// duration, so it lands on its end style at once).
describe('animations with the lazily loaded motion features', () => {
  it('brings a page in, and the next one after it', async () => {
    const { rerender } = render(
      <DesignSystemProvider>
        <PageTransition pageKey="/first">
          <h2>First page</h2>
        </PageTransition>
      </DesignSystemProvider>,
    );
    // The features' chunk is fetched (here: transformed) on first use, which takes a moment.
    await waitFor(() => expect(wrapperOf('First page').style.opacity).toBe('1'), {
      timeout: 10_000,
    });
    rerender(
      <DesignSystemProvider>
        <PageTransition pageKey="/second">
          <h2>Second page</h2>
        </PageTransition>
      </DesignSystemProvider>,
    );
    await waitFor(() => expect(wrapperOf('Second page').style.opacity).toBe('1'));
    expect(screen.queryByRole('heading', { name: 'First page' })).not.toBeInTheDocument();
  });

  it('slides a notification in, and out once closed', async () => {
    const onClose = vi.fn();
    const view = (message: string | null) => (
      <DesignSystemProvider>
        <Notification message={message} onClose={onClose} closeLabel="Close" />
      </DesignSystemProvider>
    );
    const { rerender } = render(view(null));
    rerender(view('Order sent'));
    const text = await screen.findByText('Order sent');
    await waitFor(() => expect(text.closest<HTMLElement>('div[style]')?.style.opacity).toBe('1'), {
      timeout: 10_000,
    });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(onClose).toHaveBeenCalledOnce();
    rerender(view(null));
    await waitFor(() => expect(screen.queryByText('Order sent')).not.toBeInTheDocument());
  });
});
