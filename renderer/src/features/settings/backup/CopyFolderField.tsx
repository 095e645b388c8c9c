// "Copia en" of the backup card: the folder (a USB drive, a synced folder) that gets a copy of each backup.
// The server checks it exists and can be written (its 400 message shows under the field); BACKUP_COPY_DIR
// on the server wins, and then the field only shows it. docs/data-safety.md.
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { BackupStatus } from '@shared/types/backup';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useSetCopyFolderMutation } from './api';

export function CopyFolderField({ status }: { status: BackupStatus }) {
  const toast = useToast();
  const [value, setValue] = useState(status.copyDirectory ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSetCopyFolderMutation();
  useEffect(() => setValue(status.copyDirectory ?? ''), [status.copyDirectory]);

  if (status.copyDirectorySource === 'servidor') {
    return (
      <Flex vertical gap={2}>
        <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="backup-copy-dir">
          {status.copyDirectory}
        </Typography.Text>
        <Typography.Text type="secondary">Fijada en el servidor (BACKUP_COPY_DIR); se cambia ahí.</Typography.Text>
      </Flex>
    );
  }

  const submit = async (carpeta: string | null) => {
    setProblem(null);
    try {
      await save(carpeta).unwrap();
      toast.success(carpeta ? 'Carpeta de copia guardada' : 'Ya no se copian los respaldos a otra carpeta');
    } catch (error) {
      setProblem(errorMessage(error, 'No se pudo guardar la carpeta de copia'));
    }
  };
  const trimmed = value.trim();
  const unchanged = trimmed === (status.copyDirectory ?? '');

  return (
    <Form
      layout="vertical"
      onFinish={() => void submit(trimmed === '' ? null : trimmed)}
      style={{ width: '100%' }}
      requiredMark={false}
    >
      <Form.Item
        label="Carpeta para una copia de cada respaldo (una USB o una carpeta sincronizada)"
        htmlFor="backup-copy-folder"
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? 'Ruta completa en el equipo del servidor, por ejemplo E:\\Respaldos o /media/usb/respaldos.'}
        style={{ marginBottom: 16 }}
      >
        <Input
          id="backup-copy-folder"
          data-testid="backup-copy-folder"
          value={value}
          placeholder="Sin carpeta de copia"
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
      </Form.Item>
      <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 12 }}>
        {status.copyDirectory ? (
          <Button onClick={() => void submit(null)} disabled={saving.isLoading}>
            Quitar carpeta
          </Button>
        ) : null}
        <Button htmlType="submit" loading={saving.isLoading} disabled={unchanged} data-testid="backup-copy-save">
          Guardar carpeta
        </Button>
      </Flex>
    </Form>
  );
}
