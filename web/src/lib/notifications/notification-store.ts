import { create } from 'zustand';

export type NotificationTone = 'info' | 'success' | 'error';

/** A button on the banner that takes the message's action back (e.g. 'Undo'). */
export interface NotificationAction {
  label: string;
  /** Called once when pressed; the banner then clears. */
  run: () => void;
}

interface NotificationState {
  message: string | null;
  tone: NotificationTone;
  action: NotificationAction | null;
  /**
   * The page the message belongs to: the wizard stamps the page it is shown on, and clears a
   * message when the person moves to another page (useNotificationPerPage). null until stamped.
   */
  page: string | null;
  /** Shows a banner (docs/product.md §2: about 8 seconds, then it clears). */
  notify: (
    message: string,
    tone?: NotificationTone,
    options?: { action?: NotificationAction; page?: string },
  ) => void;
  clear: () => void;
}

/** The one notification banner of the app. */
export const useNotification = create<NotificationState>()((set) => ({
  message: null,
  tone: 'info',
  action: null,
  page: null,
  notify: (message, tone = 'info', options = {}) =>
    set({ message, tone, action: options.action ?? null, page: options.page ?? null }),
  clear: () => set({ message: null, action: null, page: null }),
}));
