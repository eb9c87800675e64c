import { getAppStore } from '../store/store';
import {
  addToast,
  dismissToast,
  removeToast,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastVariant,
} from './toastsSlice';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
}

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Shows a toast (replacing the one on screen: one at a time). Returns its id and a dismiss function. */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  getAppStore().dispatch(addToast({ id, title, description, variant, duration, open: true }));
  return { id, dismiss: () => dismiss(id) };
}

/** Closes a toast (or all), and drops it from the store after the spec's removal delay. */
export function dismiss(id?: string): void {
  const store = getAppStore();
  store.dispatch(dismissToast(id));
  const ids = id ? [id] : store.getState().toasts.toasts.map((item) => item.id);
  for (const toastId of ids) {
    if (removalTimers.has(toastId)) continue;
    removalTimers.set(
      toastId,
      setTimeout(() => {
        removalTimers.delete(toastId);
        getAppStore().dispatch(removeToast(toastId));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}
