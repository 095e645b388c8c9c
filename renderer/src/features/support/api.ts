// Asistencia, news and announcement endpoints (server/src/routes/v1/support.ts, v1/news.ts, v2/announcements.ts).
import type { PlanId } from '@shared/constants';
import type { Announcement, NewsItem } from '@shared/types/misc';
import { api } from '../../app/api';

export interface HelpSummary {
  id: string;
  tipo: 'tutorial' | 'articulo';
  titulo: string;
  descripcion: string;
  categoria: string;
  video_url: string | null;
  orden: number;
}
export interface HelpArticle extends HelpSummary {
  contenido: string;
}

export interface AnnouncementQuery {
  /** YYYY-MM-DD in Mexico City. */
  date: string;
  plan: PlanId;
  is_active: boolean;
  page_size: number;
}

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHelpContent: build.query<{ tutoriales: HelpSummary[]; articulos: HelpSummary[] }, void>({
      query: () => '/v1/asistencia/tutoriales',
    }),
    getHelpArticle: build.query<HelpArticle, { kind: 'tutoriales' | 'articulos'; id: string }>({
      query: ({ kind, id }) => `/v1/asistencia/${kind}/${encodeURIComponent(id)}`,
    }),
    getNews: build.query<{ source: 'feed' | 'database'; items: NewsItem[] }, void>({
      query: () => '/v1/news',
      providesTags: ['News'],
    }),
    getAnnouncements: build.query<{ count: number; results: Announcement[] }, AnnouncementQuery>({
      query: ({ date, plan, is_active, page_size }) => ({ url: '/v2/announcements', params: { date, plan, is_active, page_size } }),
      providesTags: ['Announcements'],
    }),
  }),
});

export const { useGetHelpContentQuery, useGetHelpArticleQuery, useGetNewsQuery, useGetAnnouncementsQuery } = supportApi;
