// Backups (GET/POST /v1/respaldos, the server operator's) and the data export of Mi cuenta
// (/v1/mis-datos/exportacion, the owner's). A 403 on a GET through the shared baseQuery means "session
// expired" (logout), so the GETs here fetch directly and read a 403 as "not for this user" (data null):
// the panel asks only when account-details says it may, and a change of operator meanwhile stays a 403.
// docs/data-safety.md.
import type { BackupStatus, DataExportJob } from '@shared/types/backup';
import { api } from '../../../app/api';
import { API_BASE_URL, type ApiFailure } from '../../../app/baseQuery';
import { selectSession, type SessionState } from '../../../app/session';

/** null: the route is not for the signed-in user (the server answered 403). */
async function ownerGet<T>(state: unknown, path: string): Promise<{ data: T | null } | { error: ApiFailure }> {
  const session = selectSession(state as { session: SessionState });
  if (!session) return { data: null };
  try {
    const response = await fetch(`${API_BASE_URL}${path}`, { headers: { id_comercio: session.id_comercio, Authorization: `Bearer ${session.token}` } });
    if (response.status === 403) return { data: null };
    if (!response.ok) return { error: { status: response.status, message: 'No se pudo cargar la información de respaldos', genericMessage: 'No se pudo cargar la información de respaldos' } };
    return { data: (await response.json()) as T };
  } catch {
    return { error: { status: 'FETCH_ERROR', message: 'No hay conexión con el servidor', genericMessage: 'No hay conexión con el servidor' } };
  }
}

// Each mutation's answer goes into its query's cache with upsertQueryEntries, a plain action: the card shows it
// as soon as the caller's await resumes (coreApi.ts, updateCommerce).
export const backupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackupStatus: build.query<BackupStatus | null, void>({
      queryFn: (_arg, { getState }) => ownerGet<BackupStatus>(getState(), '/v1/respaldos'),
    }),
    backupNow: build.mutation<BackupStatus, void>({
      query: () => ({ url: '/v1/respaldos', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(backupApi.util.upsertQueryEntries([{ endpointName: 'getBackupStatus', arg: undefined, value: data }]));
      },
    }),
    setCopyFolder: build.mutation<BackupStatus, string | null>({
      query: (carpeta) => ({ url: '/v1/respaldos/carpeta-copia', method: 'PUT', body: { carpeta } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(backupApi.util.upsertQueryEntries([{ endpointName: 'getBackupStatus', arg: undefined, value: data }]));
      },
    }),
    getDataExport: build.query<{ exportacion: DataExportJob | null } | null, void>({
      queryFn: (_arg, { getState }) => ownerGet<{ exportacion: DataExportJob | null }>(getState(), '/v1/mis-datos/exportacion'),
    }),
    startDataExport: build.mutation<DataExportJob, void>({
      query: () => ({ url: '/v1/mis-datos/exportacion', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(backupApi.util.upsertQueryEntries([{ endpointName: 'getDataExport', arg: undefined, value: { exportacion: data } }]));
      },
    }),
  }),
});

export const { useGetBackupStatusQuery, useBackupNowMutation, useSetCopyFolderMutation, useGetDataExportQuery, useStartDataExportMutation } = backupApi;

/** While a backup runs the card asks again every 2 s. */
export const BACKUP_POLL_MS = 2_000;

/**
 * For the status bar: when the last good backup was made (undefined when unknown: not the operator, not
 * loaded), and whether the first answer is still on its way.
 */
export function useLastGoodBackupAt(enabled: boolean): { lastGoodBackupAt: string | null | undefined; isLoading: boolean } {
  const { data, isLoading } = useGetBackupStatusQuery(undefined, { skip: !enabled, pollingInterval: 30 * 60_000 });
  return { lastGoodBackupAt: data ? (data.last?.createdAt ?? null) : undefined, isLoading };
}
