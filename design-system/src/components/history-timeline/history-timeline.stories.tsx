import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { HistoryTimeline, type HistoryEntry, type HistoryTimelineTexts } from './history-timeline';

const english: HistoryTimelineTexts = {
  title: 'History',
  empty: 'No status changes yet',
  to: 'to',
  message: 'Message:',
};

const spanish: HistoryTimelineTexts = {
  title: 'Historial',
  empty: 'Todavía no hay cambios de estado',
  to: 'a',
  message: 'Mensaje:',
  statusNames: {
    Pending: 'Pendiente',
    Approved: 'Aprobada',
    'To Cut': 'Para cortar',
    'To Deliver': 'Para entregar',
    Rejected: 'Rechazada',
  },
};

const progress: HistoryEntry[] = [
  { id: '4', by: 'luis@cutshop.test', at: '14 May 2025, 16:05', from: 'To Cut', to: 'To Deliver' },
  { id: '3', by: 'luis@cutshop.test', at: '13 May 2025, 09:20', from: 'Approved', to: 'To Cut' },
  { id: '2', by: 'marta@cutshop.test', at: '12 May 2025, 10:42', from: 'Pending', to: 'Approved' },
  { id: '1', by: 'Ana Torres', at: '12 May 2025, 08:15', to: 'Pending' },
];

const rejection: HistoryEntry[] = [
  {
    id: '2',
    by: 'marta@cutshop.test',
    at: '12 May 2025, 10:42',
    from: 'Pending',
    to: 'Rejected',
    message: 'The doors are wider than the cabinets. Please check the sizes and send a new order.',
  },
  { id: '1', by: 'Ana Torres', at: '12 May 2025, 08:15', to: 'Pending' },
];

const meta = {
  title: 'Components/Admin/HistoryTimeline',
  component: HistoryTimeline,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { entries: progress, texts: english },
} satisfies Meta<typeof HistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order that went through production: each change with who, when and from -> to. */
export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveTextContent('luis@cutshop.test');
    await expect(entries[0]).toHaveTextContent('To Cut to To Deliver');
  },
};

/** A rejection carries its message. */
export const WithMessage: Story = {
  args: { entries: rejection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/doors are wider/)).toHaveTextContent(/^Message:/);
  },
};

/** No change recorded yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No status changes yet')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const WithoutTitle: Story = { args: { texts: { ...english, title: undefined } } };

export const LongTexts: Story = {
  args: {
    entries: [
      {
        ...rejection[0]!,
        by: 'production.manager.with.a.long.address@workshop-cutshop-example.test',
        message: 'The doors are wider than the cabinets. '.repeat(8),
      },
    ],
  },
};

export const SpanishTexts: Story = {
  args: { entries: rejection, texts: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = canvas.getByRole('region', { name: 'Historial' });
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'Pendiente a Rechazada',
    );
  },
};

export const SpanishEmpty: Story = {
  args: { entries: [], texts: spanish },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Todavía no hay cambios de estado')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: { entries: rejection },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
