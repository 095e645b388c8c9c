// The provider named by the :providerType/:providerCode route params, and closing its drawer.
import { useNavigate, useParams } from 'react-router-dom';
import { useGetIntegrationQuery, type ProviderKey } from './api';

export function useProviderRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const key: ProviderKey = { providerType: params.providerType ?? '', providerCode: params.providerCode ?? '' };
  const query = useGetIntegrationQuery(key);
  return { key, ...query, close: () => navigate('/integraciones') };
}
