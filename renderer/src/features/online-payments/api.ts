// configuracion-cobro-en-linea calls (server/src/routes/v1/online-payment.ts).
import type { RequiredDocument, TaxType } from '@shared/validation/online-payment';
import { api } from '../../app/api';

export interface OnlinePaymentSetup {
  taxType: TaxType | '';
  rfc: string;
  businessName: string;
  birthDate: string | null;
  bankAccount: { bank_name: string; titular_name: string; clabe: string };
  address: { street: string; exteriorNumber: string; neighborhood: string; city: string; state: string; postalCode: string };
  documents: Record<RequiredDocument, string>;
}

export interface OnlinePaymentSetupAnswer {
  estatus: 'sin_configurar' | 'en_revision' | 'aprobado' | 'rechazado';
  datos: OnlinePaymentSetup | null;
  enviado_en: string | null;
}

export const onlinePaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnlinePaymentSetup: build.query<OnlinePaymentSetupAnswer, void>({
      query: () => '/v1/cobro-en-linea',
      providesTags: [{ type: 'Integrations', id: 'ONLINE_PAYMENT_SETUP' }],
    }),
    saveOnlinePaymentSetup: build.mutation<OnlinePaymentSetupAnswer, OnlinePaymentSetup>({
      query: (body) => ({ url: '/v1/cobro-en-linea', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Integrations', id: 'ONLINE_PAYMENT_SETUP' }]),
    }),
    uploadPaymentDocument: build.mutation<{ url: string; nombre_archivo: string }, { nombre_archivo: string; archivo: string }>({
      query: (body) => ({ url: '/v1/cobro-en-linea/documentos', method: 'POST', body }),
    }),
  }),
});

export const { useGetOnlinePaymentSetupQuery, useSaveOnlinePaymentSetupMutation, useUploadPaymentDocumentMutation } = onlinePaymentApi;
