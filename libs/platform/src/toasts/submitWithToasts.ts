import { apiErrorMessage, type ApiErrorMessageOptions } from '../api/apiErrorMessage';
import { toast } from './toast';

/** The texts (already translated) a public submission tells the visitor with. */
export interface SubmissionToasts {
  /** Title of the toast when the server accepts it ('… submitted, pending approval'). */
  accepted: string;
  /** Title of the destructive toast on a refusal (the translated 'Error'). */
  errorTitle: string;
  /** Its description when the refusal carries no message of its own. */
  failed: string;
  /** How the refusal's details are worded (translated field names and messages). */
  messageOptions?: ApiErrorMessageOptions;
}

/**
 * Sends a public form (business, community, event, news) and says how it went: on success a toast
 * then `onAccepted` (the form resets, the dialog closes); on a refusal `onRefused` (the server's
 * errors go under their fields) then a destructive toast whose description follows the message
 * order of spec section 8. Resolves to whether the server accepted it.
 */
export async function submitWithToasts(
  send: () => Promise<unknown>,
  toasts: SubmissionToasts,
  handlers: { onAccepted: () => void; onRefused: (error: unknown) => void },
): Promise<boolean> {
  try {
    await send();
    toast({ title: toasts.accepted });
    handlers.onAccepted();
    return true;
  } catch (error) {
    handlers.onRefused(error);
    toast({
      variant: 'destructive',
      title: toasts.errorTitle,
      description: apiErrorMessage(error, toasts.failed, toasts.messageOptions),
    });
    return false;
  }
}
