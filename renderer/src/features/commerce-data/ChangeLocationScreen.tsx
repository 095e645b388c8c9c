// /datos-del-comercio/ubicacion: address fields and the pin on the map; saving raises status warning 12.
import { App, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { mapStartFor } from '@shared/mx-places';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { setAddressUpdated } from '../../shell/statusInputs';
import { ChildDrawer } from './ChildDrawer';
import { emptyAddress, LocationForm } from './LocationForm';
import { saveErrorText } from './save-error';

const LocationMap = lazy(() => import('./LocationMap'));

export default function ChangeLocationScreen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: commerce } = useGetCommerceQuery();
  const [updateCommerce, { isLoading }] = useUpdateCommerceMutation();
  return (
    <ChildDrawer id="change-location" title="Ubicación del comercio" parentPath="/datos-del-comercio" width={720}>
      {commerce ? (
        <LocationForm
          initialValues={{ ...emptyAddress(), ...commerce.address }}
          saving={isLoading}
          renderMap={(position, onMove) => (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
              <LocationMap position={position} onMove={onMove} startAt={mapStartFor(commerce.address ?? {}) ?? undefined} />
            </Suspense>
          )}
          onSubmit={async (address) => {
            try {
              await updateCommerce({ ...commerce, address, direccion: commerce.direccion.trim() ? commerce.direccion : address.fullAddress }).unwrap();
              setAddressUpdated(true);
              message.success(MSG.infoUpdated);
              navigate('/datos-del-comercio');
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
