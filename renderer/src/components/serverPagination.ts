// Pagination of a list paged by the server (clientes, historial): fixed page size, the total the server
// counted, and "N <things>" beside the pager.
import type { TablePaginationConfig } from 'antd';

export function serverPagination(page: number, pageSize: number, total: number | undefined, onChange: (page: number) => void, noun: string): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    onChange,
    showTotal: (count) => `${count} ${noun}`,
  };
}
