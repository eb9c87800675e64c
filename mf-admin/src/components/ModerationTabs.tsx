import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Tabs } from '@byp/ui';

export type ModerationTab = 'pending' | 'approved';

/**
 * The pending/approved tabs of a moderation screen, each label with its count badge. The open tab
 * lives in ?action= (pending is the default and leaves the URL clean), so a link can open either tab.
 */
export function ModerationTabs({
  label,
  pendingLabel,
  approvedLabel,
  pendingCount,
  approvedCount,
  pending,
  approved,
}: {
  label: string;
  pendingLabel: string;
  approvedLabel: string;
  pendingCount: number;
  approvedCount: number;
  pending: ReactNode;
  approved: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tab: ModerationTab = params.get('action') === 'approved' ? 'approved' : 'pending';
  return (
    <Tabs
      label={label}
      value={tab}
      onChange={(id) => setParams(id === 'pending' ? {} : { action: id }, { replace: true })}
      items={[
        {
          id: 'pending',
          label: (
            <>
              {pendingLabel} <Badge variant="count">{pendingCount}</Badge>
            </>
          ),
          content: pending,
        },
        {
          id: 'approved',
          label: (
            <>
              {approvedLabel} <Badge variant="count">{approvedCount}</Badge>
            </>
          ),
          content: approved,
        },
      ]}
    />
  );
}
