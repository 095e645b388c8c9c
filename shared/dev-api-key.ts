// Development key of the v2 API (`x-api-key`): the server accepts it when env API_KEY is unset and the
// panel built for development sends it. Production sets API_KEY. Kept in shared/ so vite.config.ts
// reads it without importing server code.
export const DEV_API_KEY = 'panel-dev-3b8f1c2e9a7d4e50';
