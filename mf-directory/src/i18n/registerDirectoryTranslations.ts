import { registerTranslations } from '@byp/platform';
import en from './en.json';
import uk from './uk.json';

export const DIRECTORY_NAMESPACE = 'directory';

export function registerDirectoryTranslations(): void {
  registerTranslations(DIRECTORY_NAMESPACE, { en, uk });
}
