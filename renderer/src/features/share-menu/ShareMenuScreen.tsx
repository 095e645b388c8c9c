// Compartir menú: the public link of the commerce's menu, how WhatsApp shows it, its QR code (PNG and SVG
// downloads), and sharing through WhatsApp or by copying the link.
import { CopyOutlined, DownloadOutlined, ExportOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Input, Row, Skeleton, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useAccount } from '../../app/access';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { useToast } from '../../app/feedback';
import { PageHeader } from '../../components/PageHeader';
import { shareMessage, whatsappShareUrl } from './links';
import { WhatsAppPreview } from './WhatsAppPreview';

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export default function ShareMenuScreen() {
  const session = useAppSelector(selectSession);
  const toast = useToast();
  const idPath = session?.id_path ?? '';
  const name = session?.nombre_comercio ?? 'mi comercio';
  const url = useAccount()?.menuUrl ?? '';
  const [png, setPng] = useState<string | null>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [qrError, setQrError] = useState(false);

  useEffect(() => {
    if (!url) return;
    let alive = true;
    const options = { margin: 2, errorCorrectionLevel: 'M' as const, color: { dark: '#1f1a17', light: '#ffffff' } };
    Promise.all([QRCode.toDataURL(url, { ...options, width: 1024 }), QRCode.toString(url, { ...options, type: 'svg' })])
      .then(([pngUrl, svgText]) => {
        if (!alive) return;
        setPng(pngUrl);
        setSvg(svgText);
      })
      .catch(() => alive && setQrError(true));
    return () => {
      alive = false;
    };
  }, [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Enlace copiado');
    } catch {
      toast.error('No se pudo copiar el enlace; selecciónalo y cópialo a mano');
    }
  }

  const fileBase = `menu-${idPath || 'qr'}`;
  if (idPath && !url) {
    return (
      <section data-testid="screen-share-menu" aria-label="Compartir menú" aria-busy="true">
        <PageHeader title="Compartir menú" description="El enlace y el código QR de tu menú para compartirlo con tus clientes." />
        <Skeleton active />
      </section>
    );
  }
  return (
    <section data-testid="screen-share-menu" aria-label="Compartir menú">
      <PageHeader title="Compartir menú" description="El enlace y el código QR de tu menú para compartirlo con tus clientes." />
      {!idPath ? <Alert type="warning" showIcon message="Tu comercio todavía no tiene enlace de menú." /> : null}
      {idPath ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card title="Enlace de tu menú">
              <Space.Compact style={{ width: '100%' }}>
                <Input value={url} readOnly aria-label="Enlace de tu menú" data-testid="share-url" onFocus={(e) => e.target.select()} />
                <Button icon={<CopyOutlined />} onClick={() => void copy()}>
                  Copiar
                </Button>
              </Space.Compact>
              <Flex gap={8} wrap style={{ marginTop: 16 }}>
                <Button type="primary" icon={<WhatsAppOutlined />} href={whatsappShareUrl(name, url)} target="_blank" rel="noopener noreferrer" style={{ background: '#117a3e' }}>
                  Compartir por WhatsApp
                </Button>
                <Button icon={<CopyOutlined />} onClick={() => void copy()}>
                  Copiar enlace
                </Button>
                <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
                  Abrir mi menú
                </Button>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
                Comparte el enlace en tus redes sociales, en tu perfil de WhatsApp o en Google. Tus clientes ven tu menú y te hacen pedidos desde su celular.
              </Typography.Paragraph>
            </Card>
            <Card title="Vista previa en WhatsApp" style={{ marginTop: 16 }}>
              <WhatsAppPreview url={url} message={shareMessage(name, url)} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card title="Código QR">
              <Flex vertical align="center" gap={16}>
                {qrError ? <Alert type="error" showIcon message="No se pudo generar el código QR" /> : null}
                {png ? <img src={png} alt={`Código QR del menú de ${name}`} width={240} height={240} style={{ border: '1px solid #eee', borderRadius: 12 }} data-testid="share-qr" /> : !qrError ? <Skeleton.Image active style={{ width: 240, height: 240 }} /> : null}
                <Typography.Text type="secondary">Imprímelo para tus mesas, mostrador o volantes.</Typography.Text>
                <Space wrap>
                  <Button icon={<DownloadOutlined />} disabled={!png} onClick={() => png && download(png, `${fileBase}.png`)}>
                    Descargar PNG
                  </Button>
                  <Button
                    icon={<DownloadOutlined />}
                    disabled={!svg}
                    onClick={() => {
                      if (!svg) return;
                      const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
                      download(href, `${fileBase}.svg`);
                      setTimeout(() => URL.revokeObjectURL(href), 1000);
                    }}
                  >
                    Descargar SVG
                  </Button>
                </Space>
              </Flex>
            </Card>
          </Col>
        </Row>
      ) : null}
    </section>
  );
}
