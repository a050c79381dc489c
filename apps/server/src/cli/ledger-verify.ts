import { verifyLedger } from '../modules/wallet/ledger-verify.ts';
import { runOnDatabase } from './cli-database.ts';

/**
 * `npm run ledger:verify`: checks the ledger of the database in DATABASE_URL, or of the embedded default
 * database. Prints the first mismatch and exits 1, or prints a summary and exits 0.
 */
runOnDatabase('ledger check', async (database) => {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const report = await verifyLedger(database.db);
  if (!report.ok) {
    process.stderr.write(`ledger mismatch: ${report.mismatch}\n`);
    return 1;
  }
  say(`ledger ok: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries, ${report.pendingHolds} pending holds`);
  for (const total of report.totals) say(`  ${total.book} book sums to ${total.total}`);
  return 0;
});
