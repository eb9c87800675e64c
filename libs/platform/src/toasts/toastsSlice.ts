import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 9: one visible toast, 5000 ms, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastsState {
  toasts: ToastItem[];
}

const initialState: ToastsState = { toasts: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    addToast(state, action: PayloadAction<ToastItem>) {
      state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
    },
    dismissToast(state, action: PayloadAction<string | undefined>) {
      for (const toast of state.toasts) {
        if (action.payload === undefined || toast.id === action.payload) toast.open = false;
      }
    },
    removeToast(state, action: PayloadAction<string | undefined>) {
      state.toasts =
        action.payload === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
  },
});

export const { addToast, dismissToast, removeToast } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
