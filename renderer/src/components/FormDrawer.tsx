// The drawer of a create/edit screen opened over its list (anuncios, cupones): full width on phones, a
// skeleton while the record loads, a not-found alert, and the form once there is something to edit.
import { Alert, Drawer, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIsDesktop } from '../shell/layoutHooks';
import { useFocusReturn } from './useFocusReturn';

export interface FormDrawerProps {
  /** Route screen id: data-testid="screen-<id>". */
  screenId: string;
  title: string;
  /** Drawer width on desktop. */
  width: number;
  description?: string;
  editing: boolean;
  loading: boolean;
  notFound: string | null;
  /** True when the form can be shown (creating, or the record has arrived). */
  ready: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function FormDrawer({ screenId, title, width, description, editing, loading, notFound, ready, onClose, children }: FormDrawerProps) {
  const isDesktop = useIsDesktop();
  useFocusReturn();
  return (
    <Drawer open onClose={onClose} size={isDesktop ? width : '100%'} title={title} destroyOnHidden>
      <div data-testid={`screen-${screenId}`}>
        {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
        {editing && loading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
        {editing && notFound ? <Alert type="error" showIcon title={notFound} /> : null}
        {ready ? children : null}
      </div>
    </Drawer>
  );
}
