import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { PermissionInfo, PortugueseVariant } from '@platform/contract';
import { ErrorScreen } from '../components/ui/error-screen.tsx';
import { hideBootLoader } from '../components/ui/loader-store.ts';
import { permissionQueryOptions } from '../features/system/api/get-permission.ts';
import { statusQueryOptions } from '../features/system/api/get-status.ts';
import { applyBrandTheme } from '../features/system/brand-theme.ts';
import { MaintenancePage } from '../features/system/components/maintenance-page.tsx';
import { RegionBlockedPage } from '../features/system/components/region-blocked-page.tsx';
import { decideSitePage } from '../features/system/site-page.ts';
import { onSiteClosed } from '../lib/api-client.ts';
import { configureCdns } from '../lib/cdn.ts';
import { applyPortugueseVariant, chosenLanguage, isSupportedLanguage, showLanguage } from '../lib/i18n.ts';
import { useMerchantStore } from '../lib/session-store.ts';

/**
 * The start-up flow: permission information, then system status, then the maintenance page,
 * the region-blocked page or the app. The loader of index.html stays up until one is chosen and the merchant's
 * Portuguese (Brazilian or European) is in place, so no PT text shows in the other variant first.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const permission = useQuery(permissionQueryOptions());
  const status = useQuery({ ...statusQueryOptions(), enabled: permission.isSuccess });
  useSiteSetup(permission.data);
  useSiteClosure();
  const variantReady = usePortugueseVariantReady(permission.data?.portugueseVariant);
  const waiting = permission.isPending || (permission.isSuccess && (status.isPending || !variantReady));
  const decision = decideSitePage({ permission: permission.data, status: status.data, permissionError: permission.error });
  const showsApp = decision.page === 'app';
  useEffect(() => {
    if (!waiting && !showsApp) hideBootLoader();
  }, [waiting, showsApp]);

  if (waiting) return null;
  const brand = permission.data?.brand;
  switch (decision.page) {
    case 'maintenance':
      return <MaintenancePage message={decision.message} brandName={brand?.name} logoUrl={brand?.logoUrl} />;
    case 'blocked':
      return <RegionBlockedPage ip={decision.ip} countryCode={decision.countryCode} brandName={brand?.name} logoUrl={brand?.logoUrl} />;
    case 'error':
      return <ErrorScreen error={decision.error} onRetry={() => void permission.refetch()} />;
    case 'app':
      return children;
  }
}

/**
 * A call refused because the site closed while it was open (maintenance switched on, a blocked country): the
 * permission and the status are asked again, and the gate shows the page they now choose.
 */
function useSiteClosure(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSiteClosed(() => {
        void queryClient.invalidateQueries({ queryKey: ['system'] });
      }),
    [queryClient],
  );
}

/** Puts the merchant's Portuguese in place; true once the PT texts are in that variant. */
function usePortugueseVariantReady(variant: PortugueseVariant | undefined): boolean {
  const [applied, setApplied] = useState<PortugueseVariant | null>(null);
  useEffect(() => {
    if (!variant) return;
    let current = true;
    void applyPortugueseVariant(variant)
      .catch(() => undefined)
      .then(() => {
        if (current) setApplied(variant);
      });
    return () => {
      current = false;
    };
  }, [variant]);
  return variant !== undefined && applied === variant;
}

/** Applies what the permission information configures: brand theme, CDNs, merchant code, default language. */
function useSiteSetup(permission: PermissionInfo | undefined): void {
  const setMerchantCode = useMerchantStore((state) => state.setMerchantCode);
  useEffect(() => {
    if (!permission) return;
    applyBrandTheme(permission.brand);
    configureCdns(permission);
    setMerchantCode(permission.merchantCode);
    const merchantDefault = permission.defaultLanguage.toLowerCase();
    if (!chosenLanguage() && isSupportedLanguage(merchantDefault)) void showLanguage(merchantDefault).catch(() => undefined);
  }, [permission, setMerchantCode]);
}
