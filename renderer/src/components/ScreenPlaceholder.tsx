// Honest first version of a screen whose full feature arrives with a later issue: its title, what it is for,
// and an empty state. Child routes render below through <Outlet />.
import { Card, Empty } from 'antd';
import { Outlet } from 'react-router-dom';
import { PageHeader } from './PageHeader';

export interface ScreenPlaceholderProps {
  /** Test id suffix: the element carries data-testid="screen-<id>". */
  id: string;
  title: string;
  description: string;
  /** 'panel' for child routes shown inside their parent screen. */
  variant?: 'page' | 'panel';
  emptyText?: string;
}

export function ScreenPlaceholder({ id, title, description, variant = 'page', emptyText = 'Todavía no hay información para mostrar' }: ScreenPlaceholderProps) {
  if (variant === 'panel') {
    return (
      <Card data-testid={`screen-${id}`} style={{ marginTop: 16 }} role="region" aria-label={title}>
        <PageHeader level={2} title={title} description={description} />
        <Empty description={emptyText} />
        <Outlet />
      </Card>
    );
  }
  return (
    <section data-testid={`screen-${id}`} aria-label={title}>
      <PageHeader title={title} description={description} />
      <Card>
        <Empty description={emptyText} />
      </Card>
      <Outlet />
    </section>
  );
}
