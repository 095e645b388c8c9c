// /tarifas/delivery-config: saves only the delivery settings with PUT /v1/comercio (the server normalises,
// validates and refuses a save that changes nothing).
import { App, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { pickDeliverySettings } from '@shared/validation';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { ChildDrawer } from '../commerce-data/ChildDrawer';
import { saveErrorText } from '../commerce-data/save-error';
import { DeliverySettingsForm } from './DeliverySettingsForm';

export default function DeliveryConfigScreen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: commerce } = useGetCommerceQuery();
  const [updateCommerce, { isLoading }] = useUpdateCommerceMutation();
  return (
    <ChildDrawer id="delivery-config" title="Configuración de entregas" parentPath="/tarifas" width={760}>
      {commerce ? (
        <DeliverySettingsForm
          stored={pickDeliverySettings(commerce)}
          saving={isLoading}
          onSubmit={async (settings) => {
            try {
              await updateCommerce(settings).unwrap();
              message.success(MSG.infoUpdated);
              navigate('/tarifas');
            } catch (error) {
              message.error(saveErrorText(error));
            }
          }}
        />
      ) : (
        <Skeleton active />
      )}
    </ChildDrawer>
  );
}
