import { registerTranslations } from '@byp/platform';
import en from './en.json';
import uk from './uk.json';

export const NEWS_NAMESPACE = 'news';

export function registerNewsTranslations(): void {
  registerTranslations(NEWS_NAMESPACE, { en, uk });
}
