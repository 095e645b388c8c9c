// Menu endpoints (server/src/routes/v1/{categories,products,products-prices,extras,sections,menu-import}.ts).
// Every write invalidates what it changes, so the lists and the public menu preview refetch.
import type { BulkPriceChange, BulkPriceParams, BulkPricePreview } from '@shared/bulk-price';
import type { ImportRow } from '@shared/menu-import';
import type { MenuSource, MenuSourceInput } from '@shared/types/master-menu';
import type { Category, ExtraGroup, Product, Section } from '@shared/types/menu';
import { api } from '../../app/api';

export type ExtraGroupWithProducts = ExtraGroup & { productos: string[] };

export interface CategoryInput {
  nombre: string;
  descripcion?: string | null;
  activo?: boolean;
}

export interface ProductInput {
  nombre: string;
  id_categoria: string;
  descripcion?: string | null;
  imagen?: string | null;
  precio?: number | null;
  presentaciones?: { id?: string; nombre: string; precio: number }[];
  extras?: string[];
  agotado?: boolean;
  activo?: boolean;
}

export interface ExtraGroupInput {
  nombre: string;
  minimo: number;
  maximo: number;
  obligatorio?: boolean;
  opciones: { id?: string; nombre: string; precio: number; agotado?: boolean }[];
  productos?: string[];
}

export interface SectionInput {
  nombre: string;
  descripcion?: string | null;
  productos?: string[];
  activo?: boolean;
}

export type { BulkPriceChange as BulkPriceChangeRow } from '@shared/bulk-price';

export interface ImportExtraction {
  engine: 'parser' | 'llm';
  message: string;
  texto: string;
  rows: ImportRow[];
}

export interface ImportConfirmRow {
  categoria: string;
  nombre: string;
  descripcion?: string;
  precio?: number | null;
  presentaciones?: { nombre: string; precio: number }[];
  agotado?: boolean;
}

const PRODUCTS_LIST = { type: 'Products' as const, id: 'LIST' };
const CATEGORIES_LIST = { type: 'Categories' as const, id: 'LIST' };
const EXTRAS_LIST = { type: 'Extras' as const, id: 'LIST' };
const SECTIONS_LIST = { type: 'Sections' as const, id: 'LIST' };

export const menuApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/v1/categorias',
      providesTags: (result) => [CATEGORIES_LIST, ...(result ?? []).map((c) => ({ type: 'Categories' as const, id: c.id }))],
    }),
    getCategory: build.query<Category, string>({
      query: (id) => `/v1/categorias/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Categories', id }],
    }),
    createCategory: build.mutation<Category, CategoryInput>({
      query: (body) => ({ url: '/v1/categorias', method: 'POST', body }),
      invalidatesTags: [CATEGORIES_LIST],
    }),
    updateCategory: build.mutation<Category, { id: string } & Partial<CategoryInput>>({
      query: ({ id, ...body }) => ({ url: `/v1/categorias/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [CATEGORIES_LIST, { type: 'Categories', id }],
    }),
    deleteCategory: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/v1/categorias/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [CATEGORIES_LIST, PRODUCTS_LIST],
    }),
    reorderCategories: build.mutation<Category[], string[]>({
      query: (ids) => ({ url: '/v1/categorias/orden', method: 'PUT', body: { ids } }),
      invalidatesTags: [CATEGORIES_LIST],
    }),

    getProducts: build.query<Product[], void>({
      query: () => '/v1/productos',
      providesTags: (result) => [PRODUCTS_LIST, ...(result ?? []).map((p) => ({ type: 'Products' as const, id: p.id }))],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/v1/productos/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Products', id }],
    }),
    createProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/v1/productos', method: 'POST', body }),
      invalidatesTags: [PRODUCTS_LIST, EXTRAS_LIST],
    }),
    updateProduct: build.mutation<Product, { id: string } & Partial<ProductInput>>({
      query: ({ id, ...body }) => ({ url: `/v1/productos/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [PRODUCTS_LIST, { type: 'Products', id }, EXTRAS_LIST],
    }),
    deleteProduct: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/v1/productos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [PRODUCTS_LIST, EXTRAS_LIST, SECTIONS_LIST],
    }),
    reorderProducts: build.mutation<Product[], { id_categoria: string; ids: string[] }>({
      query: (body) => ({ url: '/v1/productos/orden', method: 'PUT', body }),
      invalidatesTags: [PRODUCTS_LIST],
    }),
    /** The switch takes effect at once: the cached list flips before the server answers, and flips back on failure. */
    setProductSoldOut: build.mutation<Product, { id: string; agotado: boolean }>({
      query: ({ id, agotado }) => ({ url: `/v1/productos/${encodeURIComponent(id)}/agotado`, method: 'PATCH', body: { agotado } }),
      async onQueryStarted({ id, agotado }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          menuApi.util.updateQueryData('getProducts', undefined, (draft) => {
            const product = draft.find((p) => p.id === id);
            if (product) product.agotado = agotado;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Products', id }],
    }),

    previewBulkPrices: build.mutation<BulkPricePreview, BulkPriceParams>({
      query: (body) => ({ url: '/v1/productos/precios/preview', method: 'POST', body }),
    }),
    applyBulkPrices: build.mutation<{ message: string; actualizados: number }, BulkPriceParams & { cambios: BulkPriceChange[] }>({
      query: (body) => ({ url: '/v1/productos/precios/aplicar', method: 'POST', body }),
      invalidatesTags: [PRODUCTS_LIST],
    }),

    getExtras: build.query<ExtraGroupWithProducts[], void>({
      query: () => '/v1/extras',
      providesTags: (result) => [EXTRAS_LIST, ...(result ?? []).map((g) => ({ type: 'Extras' as const, id: g.id }))],
    }),
    getExtra: build.query<ExtraGroupWithProducts, string>({
      query: (id) => `/v1/extras/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Extras', id }],
    }),
    createExtra: build.mutation<ExtraGroupWithProducts, ExtraGroupInput>({
      query: (body) => ({ url: '/v1/extras', method: 'POST', body }),
      invalidatesTags: [EXTRAS_LIST, PRODUCTS_LIST],
    }),
    updateExtra: build.mutation<ExtraGroupWithProducts, { id: string } & Partial<ExtraGroupInput>>({
      query: ({ id, ...body }) => ({ url: `/v1/extras/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [EXTRAS_LIST, { type: 'Extras', id }, PRODUCTS_LIST],
    }),
    deleteExtra: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/v1/extras/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [EXTRAS_LIST, PRODUCTS_LIST],
    }),
    setExtraOptionSoldOut: build.mutation<unknown, { groupId: string; optionId: string; agotado: boolean }>({
      query: ({ groupId, optionId, agotado }) => ({
        url: `/v1/extras/${encodeURIComponent(groupId)}/opciones/${encodeURIComponent(optionId)}/agotado`,
        method: 'PATCH',
        body: { agotado },
      }),
      async onQueryStarted({ groupId, optionId, agotado }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          menuApi.util.updateQueryData('getExtras', undefined, (draft) => {
            const option = draft.find((g) => g.id === groupId)?.opciones.find((o) => o.id === optionId);
            if (option) option.agotado = agotado;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { groupId }) => [{ type: 'Extras', id: groupId }],
    }),

    getSections: build.query<Section[], void>({
      query: () => '/v1/secciones',
      providesTags: (result) => [SECTIONS_LIST, ...(result ?? []).map((s) => ({ type: 'Sections' as const, id: s.id }))],
    }),
    getSection: build.query<Section, string>({
      query: (id) => `/v1/secciones/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Sections', id }],
    }),
    createSection: build.mutation<Section, SectionInput>({
      query: (body) => ({ url: '/v1/secciones', method: 'POST', body }),
      invalidatesTags: [SECTIONS_LIST],
    }),
    updateSection: build.mutation<Section, { id: string } & Partial<SectionInput>>({
      query: ({ id, ...body }) => ({ url: `/v1/secciones/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [SECTIONS_LIST, { type: 'Sections', id }],
    }),
    deleteSection: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/v1/secciones/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [SECTIONS_LIST],
    }),

    /** Which menu this location uses (docs/master-menu.md). */
    getMenuSource: build.query<MenuSource, void>({
      query: () => '/v1/menu/maestro',
    }),
    /** Following or leaving a master menu rewrites the whole menu here: every list refetches. */
    setMenuSource: build.mutation<MenuSource, MenuSourceInput>({
      query: (body) => ({ url: '/v1/menu/maestro', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(menuApi.util.upsertQueryEntries([{ endpointName: 'getMenuSource', arg: undefined, value: data }]));
        } catch {
          // The caller shows the error; the cached source stays as it was.
        }
      },
      invalidatesTags: [CATEGORIES_LIST, PRODUCTS_LIST, EXTRAS_LIST, SECTIONS_LIST],
    }),

    uploadImage: build.mutation<{ imagen: string }, { extension: string; imagen: string }>({
      query: (body) => ({ url: '/v1/subir/imagen', method: 'POST', body }),
    }),

    extractMenu: build.mutation<ImportExtraction, { archivo: string; tipo: 'pdf' | 'txt'; smart: boolean }>({
      query: ({ smart, ...body }) => ({ url: smart ? '/v1/menu/importar/inteligente' : '/v1/menu/importar/extraer', method: 'POST', body }),
    }),
    confirmImport: build.mutation<{ message: string; categorias_creadas: number; productos_creados: number }, ImportConfirmRow[]>({
      query: (rows) => ({ url: '/v1/menu/importar/confirmar', method: 'POST', body: { rows } }),
      invalidatesTags: [PRODUCTS_LIST, CATEGORIES_LIST],
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
  useGetProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useReorderProductsMutation,
  useSetProductSoldOutMutation,
  usePreviewBulkPricesMutation,
  useApplyBulkPricesMutation,
  useGetExtrasQuery,
  useGetExtraQuery,
  useCreateExtraMutation,
  useUpdateExtraMutation,
  useDeleteExtraMutation,
  useSetExtraOptionSoldOutMutation,
  useGetSectionsQuery,
  useGetSectionQuery,
  useCreateSectionMutation,
  useUpdateSectionMutation,
  useDeleteSectionMutation,
  useGetMenuSourceQuery,
  useSetMenuSourceMutation,
  useUploadImageMutation,
  useExtractMenuMutation,
  useConfirmImportMutation,
} = menuApi;
