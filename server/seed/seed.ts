import { createFeatureFlagRepo } from '../src/modules/feature-flags/repo';
import { featureFlagDefaults } from '../src/modules/feature-flags/service';
import { seedHarborComplexes } from '../src/modules/port-directory/module';
import { seedReferenceData } from '../src/modules/refdata/seed';
import type { Db } from '../src/platform/db/client';
import { seedDemoData } from './demo';

/** Reference data, feature flags and the demo companies; every step is idempotent. */
export async function seedAll(db: Db, options: { demo?: boolean; isProduction?: boolean } = {}): Promise<void> {
  await seedReferenceData(db);
  await seedHarborComplexes(db);
  await createFeatureFlagRepo(db).ensure(featureFlagDefaults({ isProduction: options.isProduction }));
  if (options.demo !== false) await seedDemoData(db);
}
