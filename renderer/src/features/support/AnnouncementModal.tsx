// Announcement modal (docs/architecture.md shell): the first active announcement for today in Mexico City time
// and the account's plan (page_size 1), for every signed-in user — owner or staff — from their first session.
// delay_before_close (seconds) holds the close button, the × and Escape until it has passed, counting down on
// the button. show_once announcements are remembered per user in localStorage once closed. It sits in a corner
// without a mask so incoming orders stay visible and usable while it is open.
import { Button, Grid, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_PAGE_SIZE } from '@shared/constants';
import { localDay } from '@shared/dates';
import type { Announcement } from '@shared/types/misc';
import { useAccount } from '../../app/access';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { useGetAnnouncementsQuery } from './api';
import { rememberAnnouncement, seenAnnouncements } from './seen-announcements';
import { useFocusReturn } from '../../components/useFocusReturn';

/** Seconds left before the announcement may be closed (delay_before_close), counting down once a second. */
function useCloseDelay(seconds: number): number {
  const [left, setLeft] = useState(Math.max(0, Math.ceil(seconds)));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
}

function AnnouncementDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  useFocusReturn();
  const left = useCloseDelay(announcement.delay_before_close);
  const closable = left === 0;
  // On phones it sits above the bottom bar.
  const bottom = Grid.useBreakpoint().md ? 16 : 88;
  return (
    <Modal
      open
      title={announcement.title}
      onCancel={closable ? onClose : undefined}
      closable={closable}
      keyboard={closable}
      // A corner dialog without a mask: the announcement never blocks the order board behind it.
      mask={false}
      width={360}
      wrapProps={{ style: { pointerEvents: 'none' } }}
      style={{ position: 'fixed', top: 'auto', right: 16, bottom, margin: 0, paddingBottom: 0, maxWidth: 'calc(100vw - 32px)', pointerEvents: 'auto' }}
      data-testid="announcement-modal"
      footer={
        <Button type="primary" onClick={onClose} disabled={!closable} data-testid="announcement-close" data-delay-left={left}>
          {closable ? 'Cerrar' : `Cerrar (${left})`}
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
  const userId = useAppSelector(selectSession)?.id_usuario ?? null;
  const [closed, setClosed] = useState<string[]>([]);
  const { data } = useGetAnnouncementsQuery(
    { date: localDay(new Date()), plan: account?.planId ?? 'FREEMIUM', is_active: true, page_size: ANNOUNCEMENT_PAGE_SIZE },
    { skip: !account || !userId },
  );
  const announcement = data?.results[0];
  if (!announcement || !userId || closed.includes(announcement.uuid)) return null;
  if (announcement.show_once && seenAnnouncements(userId).includes(announcement.uuid)) return null;
  const close = () => {
    if (announcement.show_once) rememberAnnouncement(userId, announcement.uuid);
    setClosed((list) => [...list, announcement.uuid]);
  };
  return <AnnouncementDialog key={announcement.uuid} announcement={announcement} onClose={close} />;
}
