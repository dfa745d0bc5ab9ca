import { describe, expect, it } from 'vitest';
import {
  fillTrackPreview,
  trackPreviewKey,
  TRACK_PREVIEW_MARKERS,
  TRACK_PREVIEW_TITLE_KEY,
} from './tracking-preview';

const TEMPLATES = {
  'Pending (mm)': `<h1>Order ${TRACK_PREVIEW_MARKERS.orderId}</h1><p title="${TRACK_PREVIEW_MARKERS.name}">${TRACK_PREVIEW_MARKERS.name}</p>`,
  'Rejected, with reason (in)': `<p>Rejected</p><p>${TRACK_PREVIEW_MARKERS.rejectionReason}</p>`,
  'Rejected (in)': '<p>Rejected</p>',
};

describe('the tracking page preview', () => {
  it("fills in the order's words as text, in one pass", () => {
    const preview = fillTrackPreview(TEMPLATES, {
      orderId: 'a1b2c3d4e5f6',
      name: `<img src=x onerror="alert(1)"> & 'you' ${TRACK_PREVIEW_MARKERS.orderId} $&`,
      status: 'Pending',
      rejectionReason: null,
      unit: 'mm',
    });
    const name =
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &apos;you&apos; @@orderId@@ $&amp;';
    expect(preview?.html).toBe(`<h1>Order a1b2c3d4e5f6</h1><p title="${name}">${name}</p>`);
    expect(preview?.title).toBeUndefined();
  });

  it("takes a rejection's template by whether the shop gave a reason", () => {
    const order = { orderId: 'x', name: 'n', status: 'Rejected' as const, unit: 'in' as const };
    expect(fillTrackPreview(TEMPLATES, { ...order, rejectionReason: 'Too\ndeep <b>' })?.html).toBe(
      '<p>Rejected</p><p>Too\ndeep &lt;b&gt;</p>',
    );
    expect(fillTrackPreview(TEMPLATES, { ...order, rejectionReason: null })?.html).toBe(
      '<p>Rejected</p>',
    );
    expect(fillTrackPreview(TEMPLATES, { ...order, rejectionReason: '' })?.html).toBe(
      '<p>Rejected</p>',
    );
    expect(trackPreviewKey('Pending', true, 'mm')).toBe('Pending (mm)');
  });

  it("fills in the page's title as text when the templates have one", () => {
    const templates = {
      ...TEMPLATES,
      [TRACK_PREVIEW_TITLE_KEY]: `Order ${TRACK_PREVIEW_MARKERS.orderId} · <Shop> & co`,
    };
    const order = {
      orderId: 'a1b2',
      name: 'n',
      status: 'Pending' as const,
      rejectionReason: null,
      unit: 'mm' as const,
    };
    expect(fillTrackPreview(templates, order)?.title).toBe('Order a1b2 · &lt;Shop&gt; &amp; co');
  });

  it('has nothing for a status or unit without a template', () => {
    const order = { orderId: 'x', name: 'n', rejectionReason: null, unit: 'mm' as const };
    expect(fillTrackPreview(TEMPLATES, { ...order, status: 'Approved' })).toBeUndefined();
    expect(
      fillTrackPreview(TEMPLATES, { ...order, status: 'Pending', unit: 'in' }),
    ).toBeUndefined();
  });
});
