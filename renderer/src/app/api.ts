// The one RTK Query API of the panel. Features add endpoints with `api.injectEndpoints` in their own folder
// (renderer/src/features/<feature>/api.ts) and use these tag types for caching and invalidation.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const TAG_TYPES = [
  'Commerce',
  'Account',
  'Plans',
  'Orders',
  'Order',
  'OrderHistory',
  'Categories',
  'Products',
  'Extras',
  'Sections',
  'Customers',
  'Coupons',
  'Ads',
  'Tables',
  'Users',
  'Integrations',
  'Schedules',
  'Stats',
  'News',
  'Announcements',
  'Tags',
  'Kitchen',
  'KitchenReady',
  'Locations',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // GET results are cached and shared between components asking for the same arguments (docs/architecture.md).
  keepUnusedDataFor: 60,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
