import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SupportArticleScreen() {
  return (
    <ScreenPlaceholder
      id="support-article"
      title="Artículo de ayuda"
      description="Respuesta a una pregunta frecuente."
      variant="panel"
    />
  );
}
