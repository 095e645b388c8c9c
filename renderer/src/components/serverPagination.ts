// Pagination of a list paged by the server (clientes, historial): fixed page size, the total the server
// counted, and "N <things>" beside the pager ("Más de N" when the server stopped counting: on a very long
// history it counts at most a fixed number of rows past the page, docs/scaling.md).
import type { TablePaginationConfig } from 'antd';
import { formatCount } from '@shared/count';

export function serverPagination(
  page: number,
  pageSize: number,
  total: number | undefined,
  onChange: (page: number) => void,
  noun: string,
  exact = true,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    onChange,
    showTotal: (count) => `${exact ? '' : 'Más de '}${formatCount(count)} ${noun}`,
  };
}
