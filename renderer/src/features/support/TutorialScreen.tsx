// /asistencia/tutorial/{tutoId}
import { useParams } from 'react-router-dom';
import { HelpArticleDrawer } from './HelpArticleDrawer';

export default function TutorialScreen() {
  const { tutoId = '' } = useParams();
  return <HelpArticleDrawer kind="tutoriales" id={tutoId} screenId="tutorial" />;
}
