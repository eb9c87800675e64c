import { useAppSelector } from '../store/hooks';
import { dismiss, toast } from './toast';
import { selectToasts } from './toastsSlice';

/** The toasts on screen, and `toast()` / `dismiss()` to add and close them. */
export function useToast() {
  const toasts = useAppSelector(selectToasts);
  return { toasts, toast, dismiss };
}
