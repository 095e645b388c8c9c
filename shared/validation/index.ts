// Every yup schema of docs/domain.md (Validación) and the forms around it. Import from '@shared/validation'.
export * from './messages';
export * from './fields';
export * from './errors';
export * from './commerce';
export * from './delivery-settings';
export * from './integrations';
export * from './auth';
export * from './menu';
export * from './coupon';
export * from './user';
export * from './schedule';
export * from './online-payment';
export * from './clabe';
