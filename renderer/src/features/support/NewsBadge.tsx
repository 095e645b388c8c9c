// Header button with the count of news items not yet viewed (up to 5); opens the updates drawer. Also
// mounts the announcement modal, so the shell needs a single element for both.
import { NotificationOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Hint } from '../../app/feedback';
import { AnnouncementModal } from './AnnouncementModal';
import { useNews } from './NewsList';
import { unseenCount, useLastSeenNewsId } from './newsSeen';

export function NewsBadge({ onOpen }: { onOpen: () => void }) {
  const { items } = useNews();
  const lastSeen = useLastSeenNewsId();
  const count = unseenCount(
    items.map((item) => item.id),
    lastSeen,
  );
  return (
    <>
      <Hint title="Actualizaciones">
        <Badge count={count} size="small" offset={[-4, 4]} data-testid="news-badge">
          <Button type="text" aria-label={count > 0 ? `Actualizaciones, ${count} sin leer` : 'Actualizaciones'} icon={<NotificationOutlined />} onClick={onOpen} />
        </Badge>
      </Hint>
      <AnnouncementModal />
    </>
  );
}
