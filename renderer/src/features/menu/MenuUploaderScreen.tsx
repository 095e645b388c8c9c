// Procesar menú: the rule-based parser reads a PDF or text menu; nothing is created before the review.
import { MenuImport } from './components/MenuImport';

export default function MenuUploaderScreen() {
  return <MenuImport smart={false} />;
}
