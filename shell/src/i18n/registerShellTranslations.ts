import { registerTranslations } from '@byp/platform';
import en from './en.json';
import uk from './uk.json';

export const SHELL_NAMESPACE = 'shell';

export function registerShellTranslations(): void {
  registerTranslations(SHELL_NAMESPACE, { en, uk });
}
