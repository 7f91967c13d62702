import type { TestProject } from 'vitest/node';
import { buildTemplate } from './test-database.ts';

// Once per run and project (api, api-postgres): the migrated and seeded template every API test
// file copies its own database from (test-database.ts, docs/testing.md).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  const { template, remove } = await buildTemplate(driver);
  project.provide('lobbyTestTemplate', template);
  return remove;
}
