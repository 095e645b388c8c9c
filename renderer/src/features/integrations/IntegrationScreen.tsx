// /integraciones/{providerType}/{providerCode}: connected providers open their detail, the others their form.
import { Navigate, useParams } from 'react-router-dom';

export default function IntegrationScreen() {
  const { providerType = '', providerCode = '' } = useParams();
  return <Navigate to={`/integraciones/${providerType}/${providerCode}/detail`} replace />;
}
