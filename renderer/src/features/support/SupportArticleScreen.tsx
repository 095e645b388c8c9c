// /asistencia/{id}
import { useParams } from 'react-router-dom';
import { HelpArticleDrawer } from './HelpArticleDrawer';

export default function SupportArticleScreen() {
  const { id = '' } = useParams();
  return <HelpArticleDrawer kind="articulos" id={id} screenId="support-article" />;
}
