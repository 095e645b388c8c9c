// Screen heading: one h1 per screen (h2 for child panels) with an optional description and actions. The title
// carries data-page-heading: after a route change that lost the focus, the innermost screen's heading takes it
// (shell/useRouteFocus.ts).
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeader({ title, description, extra, level = 1 }: { title: string; description?: ReactNode; extra?: ReactNode; level?: 1 | 2 }) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={level === 1 ? 2 : 3} style={{ margin: 0 }} data-page-heading>
          {title}
        </Typography.Title>
        {description ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {description}
          </Typography.Paragraph>
        ) : null}
      </div>
      {extra}
    </Flex>
  );
}
