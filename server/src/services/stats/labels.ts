// Spanish names of payment methods for reports and files (the panel shows the same words).
export { PAYMENT_METHOD_LABELS } from '../../../../shared/labels';
