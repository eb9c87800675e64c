import { registerTranslations } from '@byp/platform';
import en from './en.json';
import uk from './uk.json';

export const ADMIN_NAMESPACE = 'admin';

export function registerAdminTranslations(): void {
  registerTranslations(ADMIN_NAMESPACE, { en, uk });
}
