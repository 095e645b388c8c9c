// Every table of the data model (docs/domain.md (Entidades)). drizzle.config.ts points here to generate migrations.
export * from './accounts';
export * from './plans';
export * from './commerces';
export * from './users';
export * from './menu';
export * from './customers';
export * from './orders';
export * from './marketing';
export * from './tables';
export * from './integrations';
export * from './content';
export * from './uploads';
export * from './online-payment';
export * from './counter';
export * from './runtime';
export * from './special-days';
export * from './order-versions';
