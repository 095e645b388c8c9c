// /integraciones/{providerType}/{providerCode}: the provider's detail (status, values, test, configure).
import { IntegrationDetailDrawer } from './IntegrationDetailScreen';

export default function IntegrationScreen() {
  return <IntegrationDetailDrawer screenId="integration" />;
}
