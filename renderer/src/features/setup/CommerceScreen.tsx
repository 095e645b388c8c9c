// A screen that shows the commerce: its heading, a skeleton while the commerce loads, a warning when it
// cannot be read, else the body. Horarios and Configuración inicial share it.
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { MSG } from '@shared/messages';
import type { Commerce } from '@shared/types/commerce';
import { useGetCommerceQuery } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';

export interface CommerceScreenProps {
  testId: string;
  title: string;
  description: ReactNode;
  extra?: ReactNode;
  children: (commerce: Commerce) => ReactNode;
  /** Rendered after the body whatever its state (child routes' drawers). */
  after?: ReactNode;
}

export function CommerceScreen({ testId, title, description, extra, children, after }: CommerceScreenProps) {
  const query = useGetCommerceQuery();
  let body: ReactNode = <Skeleton active />;
  if (query.data) body = children(query.data);
  else if (query.isError) body = <Result status="warning" title={MSG.commerceInfoError} />;
  return (
    <section data-testid={testId} aria-label={title}>
      <PageHeader title={title} description={description} extra={extra} />
      {body}
      {after}
    </section>
  );
}
