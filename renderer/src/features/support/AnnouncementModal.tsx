// Announcement modal (docs/architecture.md shell): the first active announcement for today in the commerce's time
// zone and the account's plan (page_size 1). show_once announcements are remembered in localStorage once closed.
// docs/onboarding.md: it waits until the owner's setup is complete, staff are never greeted by it (news stay in
// the badge), and it closes at once: delay_before_close is not a forced wait. It sits in a corner without a
// mask so incoming orders stay visible and usable while it is open.
import { Button, Grid, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ANNOUNCEMENT_PAGE_SIZE } from '@shared/constants';
import { localDay } from '@shared/dates';
import { useSetupProgress } from '../setup/useSetupProgress';
import type { Announcement } from '@shared/types/misc';
import { useAccount } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useGetAnnouncementsQuery } from './api';
import { rememberAnnouncement, seenAnnouncements } from './seen-announcements';
import { useFocusReturn } from '../../components/useFocusReturn';

function AnnouncementDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  useFocusReturn();
  // On phones it sits above the bottom bar.
  const bottom = Grid.useBreakpoint().md ? 16 : 88;
  return (
    <Modal
      open
      title={announcement.title}
      onCancel={onClose}
      // A corner dialog without a mask: the announcement never blocks the order board behind it.
      mask={false}
      width={360}
      wrapProps={{ style: { pointerEvents: 'none' } }}
      style={{ position: 'fixed', top: 'auto', right: 16, bottom, margin: 0, paddingBottom: 0, maxWidth: 'calc(100vw - 32px)', pointerEvents: 'auto' }}
      data-testid="announcement-modal"
      footer={
        <Button type="primary" onClick={onClose} data-testid="announcement-close">
          Cerrar
        </Button>
      }
    >
      {announcement.subtitle ? <Typography.Title level={5}>{announcement.subtitle}</Typography.Title> : null}
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{announcement.long_description}</Typography.Paragraph>
      {announcement.video_url ? (
        <video src={announcement.video_url} controls style={{ width: '100%', borderRadius: 8 }}>
          <track kind="captions" />
        </video>
      ) : null}
    </Modal>
  );
}

export function AnnouncementModal() {
  const account = useAccount();
  const isOwner = account?.role === 'owner';
  const commerce = useGetCommerceQuery(undefined, { skip: !isOwner }).data;
  // The same checklist as Configuración inicial (products, delivery pricing, printer included).
  const setupDone = useSetupProgress(commerce, !isOwner)?.complete ?? false;
  const [closed, setClosed] = useState<string[]>([]);
  const { data } = useGetAnnouncementsQuery(
    { date: localDay(new Date(), commerce?.zona_horaria), plan: account?.planId ?? 'FREEMIUM', is_active: true, page_size: ANNOUNCEMENT_PAGE_SIZE },
    { skip: !account || !isOwner || !setupDone },
  );
  const announcement = data?.results[0];
  if (!announcement || closed.includes(announcement.uuid)) return null;
  if (announcement.show_once && seenAnnouncements().includes(announcement.uuid)) return null;
  const close = () => {
    if (announcement.show_once) rememberAnnouncement(announcement.uuid);
    setClosed((list) => [...list, announcement.uuid]);
  };
  return <AnnouncementDialog key={announcement.uuid} announcement={announcement} onClose={close} />;
}
