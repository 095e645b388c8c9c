export * from './commerce';
export * from './order';
export * from './account';
export * from './menu';
export * from './misc';
