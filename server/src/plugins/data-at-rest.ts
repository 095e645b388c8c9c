// Seals bank and tax data left plain by an older release once the app is ready (docs/security.md).
import type { FastifyInstance } from 'fastify';
import { sealPlainBankAndTaxData } from '../services/commerce/seal-at-rest';

export function registerDataAtRest(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const sealed = await sealPlainBankAndTaxData(app.deps.db, app.deps.config.secretsKey);
    if (sealed > 0) app.log.info({ sealed }, 'datos bancarios y fiscales cifrados');
  });
}
