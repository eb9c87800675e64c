import { useState } from 'react';
import type { Business } from '@byp/contracts';
import { Switch } from '@byp/ui';

/**
 * A verified/premium switch: it moves at once and moves back if the save fails. It holds its new
 * position until the refetched row says the same (no flicker back): the position it was moved to
 * counts only while the stored flag is still the one it was moved from.
 */
export function FlagSwitch({
  business,
  flag,
  label,
  onSave,
}: {
  business: Business;
  flag: 'isVerified' | 'isPremium';
  label: string;
  onSave: (value: 0 | 1) => Promise<void>;
}) {
  const stored = business[flag];
  const [moved, setMoved] = useState<{ to: boolean; from: number } | null>(null);
  const pending = moved !== null && moved.from === stored;
  return (
    <Switch
      checked={pending ? moved.to : stored === 1}
      label={label}
      disabled={pending}
      onCheckedChange={(next) => {
        setMoved({ to: next, from: stored });
        onSave(next ? 1 : 0).catch(() => setMoved(null));
      }}
    />
  );
}
