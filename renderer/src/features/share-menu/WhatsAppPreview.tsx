// The menu link as WhatsApp shows it in a chat: the sent message with the link card on top (image, title,
// description, host), read from the tags the public page serves (link-preview.ts).
import { Alert, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fetchLinkPreview, type LinkPreview } from './link-preview';
import './whatsapp-preview.css';

export function WhatsAppPreview({ url, message }: { url: string; message: string }) {
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    fetchLinkPreview(url)
      .then((next) => alive && setPreview(next))
      .catch((reason: unknown) => alive && setError(reason instanceof Error ? reason.message : String(reason)));
    return () => {
      alive = false;
    };
  }, [url]);

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!preview) return <Skeleton active paragraph={{ rows: 4 }} />;
  const [before, after] = message.split(url);
  return (
    <div>
      <div className="wa-chat" role="img" aria-label={`Vista previa en WhatsApp: ${preview.title}. ${preview.description}`} data-testid="whatsapp-preview">
        <div className="wa-bubble">
          <div className="wa-card">
            {preview.image ? <img className="wa-card-image" src={preview.image} alt="" width={300} height={157} /> : null}
            <div className="wa-card-text">
              <div className="wa-card-title" data-testid="preview-title">
                {preview.title}
              </div>
              <div className="wa-card-description" data-testid="preview-description">
                {preview.description}
              </div>
              <div className="wa-card-host">{preview.host}</div>
            </div>
          </div>
          <p className="wa-message">
            {before}
            <span className="wa-link">{url}</span>
            {after}
          </p>
          <span className="wa-time" aria-hidden="true">
            12:30 ✓✓
          </span>
        </div>
      </div>
      {!preview.absoluteUrls ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message="WhatsApp no podrá mostrar la imagen"
          description="El servidor no tiene configurada su dirección pública (PUBLIC_URL), así que el enlace de la imagen no es completo. Pide a quien administra el servidor que la configure."
        />
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Así se ve tu enlace al compartirlo. El nombre, la descripción y la imagen salen de tu menú: usa una foto de portada o tu logotipo para que se vea tu marca.
      </Typography.Paragraph>
    </div>
  );
}
