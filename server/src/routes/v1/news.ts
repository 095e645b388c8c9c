// GET /v1/news → { source: 'feed' | 'database', items: NewsItem[] } newest first, at most 5 (docs/domain.md (Constantes)).
// The feed URL is env NEWS_FEED_URL (a JSON list), read on each call; without it, or when it fails, the
// platform news stored in the database are served.
import type { FastifyPluginAsync } from 'fastify';
import { serverEnv } from '../../config';
import { latestNews } from '../../services/news/feed';

const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/news', { config: { access: 'signedIn' } }, async (request) => latestNews(app.deps.db, serverEnv().NEWS_FEED_URL || undefined, (message) => request.log.warn(message)));
};

export default newsRoutes;
