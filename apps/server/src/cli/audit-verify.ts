import { systemRepository } from '../modules/system/repository.ts';
import { runOnDatabase } from './cli-database.ts';

/**
 * `npm run audit:verify`: walks the staff audit's hash chain of the database in DATABASE_URL, or of the embedded
 * default database. Prints the first row that was changed, inserted or removed and exits 1, or exits 0.
 */
runOnDatabase('audit check', async (database) => {
  const { brokenId, checked } = await systemRepository(database.db).brokenAuditRow();
  if (brokenId !== null) {
    process.stderr.write(`audit chain broken at row ${brokenId} (${checked} rows checked): that row or the one before it was changed or removed\n`);
    return 1;
  }
  process.stdout.write(`audit chain ok: ${checked} rows\n`);
  return 0;
});
