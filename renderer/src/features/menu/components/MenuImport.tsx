// Menu import (PDF_TO_MENU): upload a PDF or text menu, review the rows the server recognised in an editable
// table (category, name, description, price or presentations, warnings), then create them all in one call.
import { DeleteOutlined, InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Input, InputNumber, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_IMPORT_CATEGORY, type ImportRow } from '@shared/menu-import';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useConfirmImportMutation, useExtractMenuMutation } from '../api';
import { importProblems, toConfirmRows } from './import-rows';
import { readAsDataUrl } from './ImageUpload';
import { SubScreen } from './SubScreen';
import { useLeaveGuard } from '../../../components/useLeaveGuard';

interface ReviewRow extends ImportRow {
  key: number;
}

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

  const update = (key: number, patch: Partial<ImportRow>) => setRows((current) => (current ?? []).map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const problem = rows ? importProblems(rows) : null;

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
            </Typography.Title>
            <Space>
              <Button icon={<PlusOutlined />} onClick={() => setRows((current) => [...(current ?? []), { key: Date.now(), categoria: current?.at(-1)?.categoria ?? DEFAULT_IMPORT_CATEGORY, nombre: '', descripcion: '', precio: null, presentaciones: [], warnings: [] }])}>
                Agregar fila
              </Button>
              <Button type="primary" onClick={create} disabled={rows.length === 0 || problem !== null} loading={confirmState.isLoading} data-testid="import-confirm">
                Crear productos
              </Button>
            </Space>
          </Flex>
          {problem ? <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
          <Table<ReviewRow>
            size="small"
            rowKey="key"
            dataSource={rows}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            // No fixed column: a sticky delete button covered the warnings while scrolling (the table scrolls by itself).
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: <span className="visually-hidden">Quitar</span>,
                width: 48,
                render: (_, row) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Quitar ${row.nombre || 'fila'}`} onClick={() => setRows((current) => (current ?? []).filter((r) => r.key !== row.key))} />,
              },
              { title: 'Categoría', width: 170, render: (_, row) => <Input aria-label="Categoría" value={row.categoria} onChange={(e) => update(row.key, { categoria: e.target.value })} /> },
              // Long names wrap instead of being cut.
              {
                title: 'Nombre',
                width: 240,
                render: (_, row) => (
                  <Input.TextArea aria-label="Nombre" autoSize={{ minRows: 1, maxRows: 4 }} status={row.nombre.trim() ? undefined : 'error'} value={row.nombre} onChange={(e) => update(row.key, { nombre: e.target.value })} style={{ minWidth: 220 }} />
                ),
              },
              { title: 'Descripción', width: 220, render: (_, row) => <Input.TextArea aria-label="Descripción" autoSize={{ minRows: 1, maxRows: 3 }} value={row.descripcion} onChange={(e) => update(row.key, { descripcion: e.target.value })} /> },
              {
                title: 'Precio / presentaciones',
                width: 250,
                render: (_, row) =>
                  row.presentaciones.length === 0 ? (
                    <InputNumber<number> aria-label="Precio" prefix="$" min={0} precision={2} status={row.precio === null ? 'error' : undefined} value={row.precio} onChange={(value) => update(row.key, { precio: typeof value === 'number' ? value : null })} />
                  ) : (
                    <Flex vertical gap={4}>
                      {row.presentaciones.map((p, index) => (
                        <Space.Compact key={index}>
                          <Input
                            aria-label="Presentación"
                            style={{ width: 120 }}
                            value={p.nombre}
                            onChange={(e) => update(row.key, { presentaciones: row.presentaciones.map((q, i) => (i === index ? { ...q, nombre: e.target.value } : q)) })}
                          />
                          <InputNumber<number>
                            aria-label="Precio de la presentación"
                            prefix="$"
                            min={0}
                            precision={2}
                            style={{ width: 110 }}
                            value={p.precio}
                            onChange={(value) => update(row.key, { presentaciones: row.presentaciones.map((q, i) => (i === index ? { ...q, precio: typeof value === 'number' ? value : 0 } : q)) })}
                          />
                        </Space.Compact>
                      ))}
                    </Flex>
                  ),
              },
              {
                title: 'Avisos',
                width: 220,
                render: (_, row) =>
                  row.warnings.length === 0 ? (
                    <Tag color="green">OK</Tag>
                  ) : (
                    <Flex vertical gap={4}>
                      {row.warnings.map((warning) => (
                        <Tag key={warning} color="orange" style={{ whiteSpace: 'normal' }}>
                          {warning}
                        </Tag>
                      ))}
                    </Flex>
                  ),
              },
            ]}
          />
        </div>
      ) : null}
    </SubScreen>
  );
}
