// Menu import (PDF_TO_MENU): upload a PDF or text menu, review the rows the server recognised in an editable
// table (ImportReviewTable.tsx), then create them all in one call.
import { InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_IMPORT_CATEGORY } from '@shared/menu-import';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useConfirmImportMutation, useExtractMenuMutation } from '../api';
import { ImportReviewTable, type ReviewRow } from './ImportReviewTable';
import { importProblems, toConfirmRows } from './import-rows';
import { readAsDataUrl } from './ImageUpload';
import { SubScreen } from './SubScreen';
import { useLeaveGuard } from '../../../components/useLeaveGuard';

const BACK = '/menu/productos';
const MAX_BYTES = 10 * 1024 * 1024;

export function MenuImport({ smart }: { smart: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const [extract, extractState] = useExtractMenuMutation();
  const [confirm, confirmState] = useConfirmImportMutation();
  const [rows, setRows] = useState<ReviewRow[] | null>(null);
  const [notice, setNotice] = useState<{ type: 'info' | 'warning'; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const allowLeave = useLeaveGuard(rows !== null && rows.length > 0 && !confirmState.isLoading);

  async function handleFile(file: File) {
    setError(null);
    setNotice(null);
    const extension = file.name.split('.').pop()?.toLowerCase();
    const tipo = extension === 'pdf' || file.type === 'application/pdf' ? 'pdf' : extension === 'txt' || file.type.startsWith('text/') ? 'txt' : null;
    if (!tipo) {
      setError('Sube un archivo PDF o de texto (.txt)');
      return;
    }
    if (file.size > MAX_BYTES) {
      setError('El archivo debe pesar menos de 10 MB');
      return;
    }
    setFileName(file.name);
    try {
      const result = await extract({ archivo: await readAsDataUrl(file), tipo, smart }).unwrap();
      setRows(result.rows.map((row, key) => ({ ...row, key })));
      // The smart variant says plainly when no AI provider is configured and the parser was used.
      setNotice({ type: smart && result.engine === 'parser' ? 'warning' : 'info', text: result.message });
    } catch (failure) {
      setRows(null);
      setError(errorMessage(failure, 'No se pudo leer el menú'));
    }
  }

  const problem = rows ? importProblems(rows) : null;
  const toReview = rows ? rows.filter((row) => row.warnings.length > 0).length : 0;

  const create = () => {
    if (!rows || rows.length === 0 || problem) return;
    const categories = new Set(rows.map((row) => row.categoria.trim() || DEFAULT_IMPORT_CATEGORY));
    modal.confirm({
      title: `¿Crear ${rows.length} productos en ${categories.size} categorías?`,
      content: 'Las categorías que no existan se crearán. Podrás editar todo después.',
      okText: 'Crear productos',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const result = await confirm(toConfirmRows(rows)).unwrap();
          toast.success(result.message);
          allowLeave();
          navigate(BACK);
        } catch (failure) {
          setError(errorMessage(failure));
        }
      },
    });
  };

  return (
    <SubScreen
      id={smart ? 'smart-menu-processor' : 'menu-uploader'}
      title={smart ? 'Procesador inteligente' : 'Procesar menú'}
      description={
        smart
          ? 'Sube tu menú y la inteligencia artificial reconoce categorías, productos y precios. Revisa todo antes de crearlo.'
          : 'Sube tu menú en PDF o texto y revisa los productos encontrados antes de crearlos.'
      }
      backTo={BACK}
    >
      <Upload.Dragger
        accept=".pdf,.txt,application/pdf,text/plain"
        showUploadList={false}
        disabled={extractState.isLoading}
        beforeUpload={(file) => {
          void handleFile(file);
          return false;
        }}
        style={{ marginBottom: 16 }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{extractState.isLoading ? 'Leyendo tu menú…' : 'Haz clic o arrastra aquí tu menú'}</p>
        <p className="ant-upload-hint">{fileName ?? 'PDF con texto o archivo .txt, hasta 10 MB'}</p>
      </Upload.Dragger>
      {notice ? <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 16 }} data-testid="import-notice" /> : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      {rows ? (
        <div data-testid="import-review">
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Revisión: {rows.length} productos
              {toReview > 0 ? (
                <Typography.Text type="warning" style={{ fontSize: 14, fontWeight: 400, marginLeft: 8, whiteSpace: 'nowrap' }} data-testid="import-to-review">
                  {toReview === 1 ? '1 con avisos' : `${toReview} con avisos`}
                </Typography.Text>
              ) : null}
            </Typography.Title>
            <Space>
              <Button icon={<PlusOutlined />} onClick={() => setRows((current) => [...(current ?? []), { key: Date.now(), categoria: current?.at(-1)?.categoria ?? DEFAULT_IMPORT_CATEGORY, nombre: '', descripcion: '', precio: null, presentaciones: [], agotado: false, warnings: [] }])}>
                Agregar fila
              </Button>
              <Button type="primary" onClick={create} disabled={rows.length === 0 || problem !== null} loading={confirmState.isLoading} data-testid="import-confirm">
                Crear productos
              </Button>
            </Space>
          </Flex>
          {problem ? <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
          <ImportReviewTable rows={rows} onChange={setRows} />
        </div>
      ) : null}
    </SubScreen>
  );
}
