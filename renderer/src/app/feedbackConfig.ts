// Toast durations for antd's <App> (docs/domain.md (Constantes): toasts 3 s, confirm toast 10 s). No component imports here:
// the app entry reads this, and the login page must not download more of antd than it uses.
import { CONFIRM_TOAST_MS, TOAST_MS } from '@shared/constants';

export const TOAST_SECONDS = TOAST_MS / 1000;
export const CONFIRM_TOAST_SECONDS = CONFIRM_TOAST_MS / 1000;

/** Toasts open below the 64 px header, so they never cover the open/closed switch or the user menu. */
const BELOW_HEADER_PX = 76;

/** Props for antd's <App>: every message and notification lasts TOAST_MS unless told otherwise. */
export const feedbackConfig = {
  message: { duration: TOAST_SECONDS, maxCount: 3, top: BELOW_HEADER_PX },
  notification: { duration: TOAST_SECONDS, placement: 'topRight' as const, top: BELOW_HEADER_PX },
};
