// 'Exportar CSV' / 'Exportar Excel' of a list screen: downloads with the session, shows which one is
// running and says so in a toast when it fails.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import type { LoginSession } from '@shared/types/account';
import { useToast } from '../app/feedback';
import { selectSession } from '../app/session';
import { useAppSelector } from '../app/store';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportButtonsProps {
  download: (session: LoginSession, format: ExportFormat) => Promise<void>;
  /** Toast text when the download fails. */
  failure: string;
  /** data-testid prefix of the buttons: `<prefix>-csv`, `<prefix>-xlsx`. */
  testIdPrefix: string;
}

export function ExportButtons({ download, failure, testIdPrefix }: ExportButtonsProps) {
  const session = useAppSelector(selectSession);
  const toast = useToast();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    if (!session) return;
    setExporting(format);
    try {
      await download(session, format);
    } catch {
      toast.error(failure);
    } finally {
      setExporting(null);
    }
  };
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={exporting === 'csv'} onClick={() => void exportAs('csv')} data-testid={`${testIdPrefix}-csv`}>
        Exportar CSV
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')} data-testid={`${testIdPrefix}-xlsx`}>
        Exportar Excel
      </Button>
    </Space>
  );
}
