// Ajustes → Respaldos: the last backup of the server's database (when, size, why), the daily schedule,
// the folders, and "Respaldar ahora". For the server's operator only (a backup holds every commerce of the
// server); everyone else sees who makes them and, as an owner, where to download their own data.
// docs/data-safety.md.
import { CloudUploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { formatDateTime } from '@shared/dates';
import { formatFileSize } from '@shared/file-size';
import { isBackupStale, STATUS_WARNINGS } from '@shared/status-warnings';
import type { BackupReasonCode } from '@shared/types/backup';
import { Link } from 'react-router-dom';
import { useAccount } from '../../../app/access';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useEffect, useRef } from 'react';
import { BACKUP_POLL_MS, useBackupNowMutation, useGetBackupStatusQuery } from './api';
import { CopyFolderField } from './CopyFolderField';
import { formatCount } from '@shared/count';

const REASONS: Record<BackupReasonCode, string> = {
  programado: 'Automático',
  manual: 'Manual',
  'antes-de-migrar': 'Antes de actualizar',
  actualizacion: 'Tras actualizar',
};

const STALE_MESSAGE = STATUS_WARNINGS.find((warning) => warning.key === 'backup_outdated')!.message;

function CardTitle() {
  return (
    <Flex vertical>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        Respaldos
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal', whiteSpace: 'normal' }}>
        Copia de la base de datos, las imágenes y la impresión, en este equipo.
      </Typography.Text>
    </Flex>
  );
}

export function BackupCard() {
  const account = useAccount();
  if (!account) return null;
  return account.operator ? <OperatorBackupCard /> : <ServerBackupNotice canExport={account.role === 'owner' && account.planId !== 'FUNDADOR'} />;
}

/** What a commerce's user sees instead of the server's backups: who makes them, and the commerce's own export. */
function ServerBackupNotice({ canExport }: { canExport: boolean }) {
  return (
    <Card size="small" data-testid="settings-backup" title={<CardTitle />} styles={{ header: { paddingBlock: 12 } }}>
      <Flex vertical gap={8} data-testid="backup-operator-only">
        <Typography.Text>Los respaldos de este servidor los hace su operador: guardan los datos de todos los comercios que atiende.</Typography.Text>
        {canExport ? (
          <Typography.Text>
            Para guardar una copia de los datos de tu comercio, usa <Link to="/mi-cuenta">Descargar mis datos en Mi cuenta</Link>.
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}

function OperatorBackupCard() {
  const toast = useToast();
  const { data: status, isLoading, isError, refetch } = useGetBackupStatusQuery();
  const running = status?.inProgress === true;
  useGetBackupStatusQuery(undefined, { pollingInterval: running ? BACKUP_POLL_MS : 0, skip: !running });
  const [backupNow, backupState] = useBackupNowMutation();
  // The backup this screen asked for: say how it ended once the server is done with it.
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current || !status || status.inProgress) return;
    asked.current = false;
    if (status.lastError && (!status.last || status.lastError.at > status.last.createdAt)) toast.error(`No se pudo hacer el respaldo: ${status.lastError.message}`);
    else if (status.last) toast.success(`Respaldo listo (${formatFileSize(status.last.bytes)})`);
  }, [status, toast]);

  const run = async () => {
    try {
      await backupNow().unwrap();
      asked.current = true;
    } catch (error) {
      toast.error(errorMessage(error, 'No se pudo hacer el respaldo'));
    }
  };

  return (
    <Card size="small" data-testid="settings-backup" title={<CardTitle />} styles={{ header: { paddingBlock: 12 } }}>
      {isLoading ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {isError ? (
        <Alert type="error" showIcon message="No se pudo cargar la información de respaldos" action={<Button size="small" onClick={() => void refetch()}>Reintentar</Button>} />
      ) : null}
      {status === null ? <Typography.Text type="secondary">Solo el operador del servidor puede ver y hacer los respaldos.</Typography.Text> : null}
      {status ? (
        <Flex vertical gap={12}>
          {status.lastError ? <Alert type="error" showIcon message={`El último respaldo falló (${formatDateTime(status.lastError.at)}): ${status.lastError.message}`} /> : null}
          {isBackupStale(status.last?.createdAt) ? <Alert type="warning" showIcon message={STALE_MESSAGE} /> : null}
          {status.copyError ? <Alert type="warning" showIcon message={status.copyError} data-testid="backup-copy-error" /> : null}
          <Descriptions column={1} size="small" styles={{ label: { width: 150 } }}>
            <Descriptions.Item label="Último respaldo">
              {status.last ? (
                <span data-testid="backup-last">
                  {formatDateTime(status.last.createdAt)} <Tag style={{ marginInlineStart: 6 }}>{REASONS[status.last.reason]}</Tag>
                </span>
              ) : (
                'Todavía no hay respaldos'
              )}
            </Descriptions.Item>
            {status.last ? (
              <Descriptions.Item label="Tamaño">
                <span data-testid="backup-size">{`${formatFileSize(status.last.bytes)} · ${formatCount(status.last.rows)} registros`}</span>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Automático">
              {status.scheduleTime ? `Todos los días a las ${status.scheduleTime}; se guardan 7 diarios y 4 semanales` : 'Desactivado en este servidor'}
            </Descriptions.Item>
            <Descriptions.Item label="Carpeta">
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {status.directory}
              </Typography.Text>
            </Descriptions.Item>
            {status.lastCopy ? (
              <Descriptions.Item label="Última copia">
                <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="backup-last-copy">
                  {status.lastCopy}
                </Typography.Text>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <CopyFolderField status={status} />
          <Flex justify="flex-end">
            <Button type="primary" icon={<CloudUploadOutlined />} loading={backupState.isLoading || running} onClick={() => void run()} data-testid="backup-now">
              {running ? 'Respaldando…' : 'Respaldar ahora'}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Card>
  );
}
