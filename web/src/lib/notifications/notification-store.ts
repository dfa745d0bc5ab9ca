import { create } from 'zustand';

export type NotificationTone = 'info' | 'success' | 'error';

interface NotificationState {
  message: string | null;
  tone: NotificationTone;
  /** Shows a banner (docs/product.md §2: top right, about 8 seconds, then it clears). */
  notify: (message: string, tone?: NotificationTone) => void;
  clear: () => void;
}

/** The one notification banner of the app. */
export const useNotification = create<NotificationState>()((set) => ({
  message: null,
  tone: 'info',
  notify: (message, tone = 'info') => set({ message, tone }),
  clear: () => set({ message: null }),
}));
