// Mi cuenta → "Descargar mis datos": the owner asks for a zip of all of the commerce's data (every table as
// CSV and JSON, the uploaded images); the server builds it in the background and this card shows the
// progress, then the download. docs/data-safety.md.
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Progress, Skeleton, Typography } from 'antd';
import { formatDateTime } from '@shared/dates';
import { formatFileSize } from '@shared/file-size';
import { errorMessage } from '../../app/baseQuery';
import { downloadWithSession } from '../../app/download';
import { useToast } from '../../app/feedback';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { useGetDataExportQuery, useStartDataExportMutation } from '../settings/backup/api';

export function DataExportCard() {
  const toast = useToast();
  const session = useAppSelector(selectSession);
  const { data, isLoading, isError } = useGetDataExportQuery();
  const job = data?.exportacion ?? null;
  const working = job?.state === 'en_proceso';
  useGetDataExportQuery(undefined, { pollingInterval: working ? 1_000 : 0, skip: !working });
  const [start, startState] = useStartDataExportMutation();

  const ask = async () => {
    try {
      await start().unwrap();
    } catch (error) {
      toast.error(errorMessage(error, 'No se pudo empezar a preparar tus datos'));
    }
  };
  const download = async () => {
    if (!session) return;
    try {
      await downloadWithSession(session, '/v1/mis-datos/exportacion/archivo', 'mis-datos.zip');
    } catch {
      toast.error('No se pudo descargar el archivo. Vuelve a intentarlo.');
    }
  };

  return (
    <Card title="Tus datos" data-testid="account-data-export">
      {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {isError ? <Alert type="error" showIcon message="No se pudo consultar la descarga de tus datos" /> : null}
      {data === null ? <Typography.Text type="secondary">Solo el propietario de la cuenta puede descargar los datos del comercio.</Typography.Text> : null}
      {data ? (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Un archivo .zip con todo lo de tu comercio: pedidos, menú, clientes, cupones y demás tablas en CSV (Excel) y JSON, y las imágenes que subiste. No incluye contraseñas.
          </Typography.Paragraph>
          {working ? (
            <div data-testid="data-export-progress">
              <Typography.Text type="secondary">{job.step}…</Typography.Text>
              <Progress percent={job.progress} status="active" aria-label="Avance de la preparación de tus datos" />
            </div>
          ) : null}
          {job?.state === 'error' ? <Alert type="error" showIcon message={job.error ?? 'No se pudo preparar la descarga.'} /> : null}
          {job?.state === 'lista' ? (
            <Alert
              type="success"
              showIcon
              data-testid="data-export-ready"
              message={`Archivo listo (${formatDateTime(job.finishedAt ?? job.createdAt)})${job.bytes ? ` · ${formatFileSize(job.bytes)}` : ''}`}
              action={
                <Button size="small" type="primary" icon={<DownloadOutlined />} onClick={() => void download()} data-testid="data-export-download">
                  Descargar
                </Button>
              }
            />
          ) : null}
          <Flex justify="flex-start">
            <Button icon={<ExportOutlined />} loading={startState.isLoading || working} onClick={() => void ask()} data-testid="data-export-start">
              {job?.state === 'lista' ? 'Preparar de nuevo' : 'Descargar mis datos'}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Card>
  );
}
