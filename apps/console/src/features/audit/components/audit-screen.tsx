import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditVerification } from '@platform/contract/staff/audit';
import { describeError } from '../../../lib/error-text.ts';
import { exportAuditCsv, fetchAuditPage, verifyAuditChain, type AuditFilters } from '../api/audit.ts';
import { AuditFiltersForm } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

interface Listing {
  entries: AuditEntry[];
  more: boolean;
}

/** The staff audit: filter, read newest first, load older rows, check the hash chain and export CSV. */
export default function AuditScreen() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [listing, setListing] = useState<Listing>({ entries: [], more: false });
  const [loading, setLoading] = useState(true);
  // The failure itself is kept, and its text chosen when drawn, so a change of language neither reloads nor goes stale.
  const [failure, setFailure] = useState<unknown>(null);
  const [verification, setVerification] = useState<AuditVerification | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setFailure(null);
    fetchAuditPage(filters)
      .then((page) => current && setListing(page))
      .catch((error: unknown) => current && setFailure(error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filters]);

  const loadMore = async () => {
    const last = listing.entries.at(-1);
    if (!last) return;
    setLoading(true);
    setFailure(null);
    try {
      const page = await fetchAuditPage(filters, last.id);
      setListing((previous) => ({ entries: [...previous.entries, ...page.entries], more: page.more }));
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  };

  const verify = async () => {
    setVerifying(true);
    setVerification(null);
    setFailure(null);
    try {
      setVerification(await verifyAuditChain());
    } catch (error) {
      setFailure(error);
    } finally {
      setVerifying(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    setFailure(null);
    try {
      await exportAuditCsv(filters);
    } catch (error) {
      setFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="screen" aria-labelledby="audit-title">
      <header className="screen-header">
        <div>
          <h1 id="audit-title">{t('audit.title')}</h1>
          <p className="muted">{t('audit.intro')}</p>
        </div>
        <div className="button-row">
          <button type="button" className="button" onClick={() => void verify()} disabled={verifying}>
            {verifying ? t('audit.verifying') : t('audit.verify')}
          </button>
          <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? t('common.wait') : t('audit.export')}
          </button>
        </div>
      </header>
      {verification && <VerificationResult verification={verification} />}
      <AuditFiltersForm onApply={setFilters} busy={loading} />
      {failure !== null && (
        <p className="notice notice-danger" role="alert">
          {describeError(failure, t, (key) => i18n.exists(key))}
        </p>
      )}
      <div className="table-caption">
        <span>{t('audit.shown', { count: listing.entries.length })}</span>
        {loading && <span className="muted">{t('common.loading')}</span>}
      </div>
      <AuditTable entries={listing.entries} />
      {listing.more && (
        <div className="load-more">
          <button type="button" className="button" onClick={() => void loadMore()} disabled={loading}>
            {loading ? t('common.loading') : t('audit.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}

function VerificationResult({ verification }: { verification: AuditVerification }) {
  const { t } = useTranslation();
  if (verification.ok) {
    return (
      <p className="notice notice-success" role="status">
        {t('audit.chainOk', { count: verification.checked })}
      </p>
    );
  }
  return (
    <p className="notice notice-danger" role="status">
      {t('audit.chainBroken', { id: verification.brokenAt ?? '?', count: verification.checked })}
    </p>
  );
}
