// Staff user endpoints (server/src/routes/v1/users.ts). modules: null = every module of the plan.
import type { StaffUser, UserInput } from '@shared/types/staff';
import { api } from '../../app/api';

export type { StaffUser, UserInput } from '@shared/types/staff';

const LIST = { type: 'Users' as const, id: 'LIST' };

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<StaffUser[], void>({
      query: () => '/v1/usuarios',
      providesTags: (result) => [LIST, ...(result ?? []).map((u) => ({ type: 'Users' as const, id: u.id }))],
    }),
    getUser: build.query<StaffUser, string>({
      query: (id) => `/v1/usuarios/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Users', id }],
    }),
    createUser: build.mutation<StaffUser, UserInput>({
      query: (body) => ({ url: '/v1/usuarios', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateUser: build.mutation<StaffUser, { id: string } & Partial<UserInput>>({
      query: ({ id, ...body }) => ({ url: `/v1/usuarios/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Users', id }],
    }),
    setUserPassword: build.mutation<{ message: string }, { id: string; password: string; password_confirmation: string }>({
      query: ({ id, ...body }) => ({ url: `/v1/usuarios/${id}/contrasena`, method: 'PUT', body }),
    }),
    deleteUser: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/v1/usuarios/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetUsersQuery, useGetUserQuery, useCreateUserMutation, useUpdateUserMutation, useSetUserPasswordMutation, useDeleteUserMutation } = usersApi;
