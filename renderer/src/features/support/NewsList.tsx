// The news feed (docs/architecture.md shell, §7): newest first, up to 5, refreshed on an interval. Rendering the list
// marks the newest item as viewed, which clears the badge. On failure: the exact text (docs/domain.md (Textos exactos)) and an empty list.
import { Alert, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { NEWS_SHOWN_MAX, WORKFLOW_REFRESH_MS } from '@shared/constants';
import { formatDate } from '@shared/dates';
import { MSG } from '@shared/messages';
import { newsCategories } from '@shared/news';
import type { NewsItem } from '@shared/types/misc';
import { useGetNewsQuery } from './api';
import { markNewsSeen } from './newsSeen';

export function useNews() {
  const query = useGetNewsQuery(undefined, { pollingInterval: WORKFLOW_REFRESH_MS });
  const items = query.isError ? [] : (query.data?.items ?? []).slice(0, NEWS_SHOWN_MAX);
  return { items, isLoading: query.isLoading, isError: query.isError };
}

function categories(item: NewsItem): string[] {
  return newsCategories(item.category);
}

export function NewsList() {
  const { items, isLoading, isError } = useNews();
  const newest = items[0]?.id;
  useEffect(() => {
    if (newest) markNewsSeen(newest);
  }, [newest]);
  if (isLoading) return <Skeleton active />;
  return (
    <div data-testid="news-list">
      {isError ? <Alert type="error" showIcon message={MSG.newsError} style={{ marginBottom: 12 }} /> : null}
      {items.length === 0 ? (
        <Empty description="No hay novedades por ahora" />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.id} data-testid="news-item">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDate(item.date)}
              </Typography.Text>
              <Typography.Title level={5} style={{ margin: '4px 0' }}>
                {item.link ? (
                  <a href={item.link} target="_blank" rel="noopener noreferrer">
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </Typography.Title>
              <Typography.Paragraph style={{ marginBottom: 4 }}>{item.description}</Typography.Paragraph>
              {categories(item).map((name) => (
                <Tag key={name}>{name}</Tag>
              ))}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
