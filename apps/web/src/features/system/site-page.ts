import type { PermissionInfo, SystemStatus } from '@platform/contract';
import { isApiError } from '../../lib/api-error.ts';

export type SitePage =
  | { page: 'app' }
  | { page: 'maintenance'; message: string }
  | { page: 'blocked'; ip: string; countryCode: string }
  | { page: 'error'; error: unknown };

export interface SitePageInput {
  permission?: Pick<PermissionInfo, 'maintenance' | 'regionRestriction' | 'location'>;
  status?: SystemStatus;
  permissionError?: unknown;
}

/**
 * Chooses the page shown at start (spec §4 System status): maintenance takes precedence over a
 * region restriction, and either the status call or the permission information can report it.
 */
export function decideSitePage({ permission, status, permissionError }: SitePageInput): SitePage {
  if (!permission) return pageOfPermissionError(permissionError);
  if (status?.status === 1 || permission.maintenance.enabled) {
    return { page: 'maintenance', message: status?.message || permission.maintenance.message };
  }
  if (status?.status === 2 || permission.regionRestriction.restricted) {
    return {
      page: 'blocked',
      ip: status?.ip || permission.location.ip,
      countryCode: status?.countryCode || permission.regionRestriction.countryCode,
    };
  }
  return { page: 'app' };
}

function pageOfPermissionError(error: unknown): SitePage {
  if (isApiError(error) && error.code === 'info_maintenance') return { page: 'maintenance', message: '' };
  if (isApiError(error) && error.code === 'blockip') return { page: 'blocked', ip: '', countryCode: '' };
  return { page: 'error', error };
}
