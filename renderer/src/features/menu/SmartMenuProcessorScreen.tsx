// Procesador inteligente: uses the configured AI provider; without one the server falls back to the parser and says so.
import { MenuImport } from './components/MenuImport';

export default function SmartMenuProcessorScreen() {
  return <MenuImport smart />;
}
