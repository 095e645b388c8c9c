// Reference data every server needs, applied idempotently at every start: plans and commerce tags.
import type { DbOrTx } from '../database';
import { seedPlans } from './plans';
import { seedTags } from './tags';

export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await seedPlans(db);
  await seedTags(db);
}
