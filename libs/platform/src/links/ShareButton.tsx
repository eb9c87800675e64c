import { useTranslation } from 'react-i18next';
import { Button } from '@byp/ui';
import { toast } from '../toasts/toast';
import { itemAddress, shareLink } from './share';

export interface ShareButtonProps {
  /** The item's page path, e.g. /business/kalyna-bakery. */
  path: string;
  /** The item's name, the shared title. */
  title: string;
}

/**
 * 'Share' on an item's details (issue 25): the system's share sheet where the browser has the Web
 * Share API, else the link copied and a toast saying so, in the visitor's language.
 */
export function ShareButton({ path, title }: ShareButtonProps) {
  const { t } = useTranslation('common');
  const share = async () => {
    const outcome = await shareLink(itemAddress(path), title);
    if (outcome === 'copied') toast({ title: t('share.copiedTitle'), description: t('share.copied') });
    if (outcome === 'failed')
      toast({ title: t('share.failedTitle'), description: itemAddress(path), variant: 'destructive' });
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void share()}
      aria-label={t('share.label', { name: title })}
    >
      {t('share.button')}
    </Button>
  );
}
