// The data directory that means "an in-memory database", in a module of its own: the schema's sealed columns
// reach the secrets module, which needs this value, and the database module imports the schema.
export const MEMORY_DATA_DIR = 'memory://';
