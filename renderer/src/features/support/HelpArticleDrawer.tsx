// One tutorial or help article in a drawer over /asistencia.
import { Alert, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetHelpArticleQuery } from './api';

export function HelpArticleDrawer({ kind, id, screenId }: { kind: 'tutoriales' | 'articulos'; id: string; screenId: string }) {
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetHelpArticleQuery({ kind, id });
  return (
    <Drawer open title={data?.titulo ?? (kind === 'tutoriales' ? 'Tutorial' : 'Artículo')} onClose={() => navigate('/asistencia')} size="large" data-testid="help-article" destroyOnHidden>
      <div data-testid={`screen-${screenId}`}>
      {isLoading ? <Skeleton active /> : null}
      {isError ? <Alert type="error" showIcon message="No se encontró el artículo de ayuda" /> : null}
      {data ? (
        <>
          <Tag>{data.categoria}</Tag>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {data.descripcion}
          </Typography.Paragraph>
          {data.video_url ? (
            <video src={data.video_url} controls style={{ width: '100%', borderRadius: 8, marginBottom: 16 }}>
              <track kind="captions" />
            </video>
          ) : null}
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{data.contenido}</Typography.Paragraph>
        </>
      ) : null}
      </div>
    </Drawer>
  );
}
