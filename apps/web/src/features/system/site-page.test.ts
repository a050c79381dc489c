import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@platform/contract';
import { ApiError } from '../../lib/api-error.ts';
import { decideSitePage, type SitePageInput } from './site-page.ts';

type Permission = NonNullable<SitePageInput['permission']>;

function permission(change: { maintenance?: boolean; restricted?: boolean } = {}): Permission {
  return {
    maintenance: { enabled: change.maintenance ?? false, message: change.maintenance ? 'Back at 14:00' : '' },
    regionRestriction: { restricted: change.restricted ?? false, countryCode: change.restricted ? 'US' : 'BR' },
    location: { ip: '203.0.113.9', countryCode: change.restricted ? 'US' : 'BR' },
  };
}

function status(value: 0 | 1 | 2, message = ''): SystemStatus {
  return { status: value, ip: '198.51.100.4', countryCode: 'US', message };
}

describe('decideSitePage', () => {
  it('shows the app when everything is normal', () => {
    expect(decideSitePage({ permission: permission(), status: status(0) })).toEqual({ page: 'app' });
  });

  it('shows maintenance from the status call with its message', () => {
    expect(decideSitePage({ permission: permission(), status: status(1, 'Upgrade') })).toEqual({ page: 'maintenance', message: 'Upgrade' });
  });

  it('shows maintenance from the permission information when the status call failed', () => {
    expect(decideSitePage({ permission: permission({ maintenance: true }) })).toEqual({ page: 'maintenance', message: 'Back at 14:00' });
  });

  it('lets maintenance take precedence over a region restriction', () => {
    expect(decideSitePage({ permission: permission({ maintenance: true, restricted: true }), status: status(2) }).page).toBe('maintenance');
  });

  it('shows the blocked page with the visitor address from the status call, or from the permission information', () => {
    expect(decideSitePage({ permission: permission(), status: status(2) })).toEqual({ page: 'blocked', ip: '198.51.100.4', countryCode: 'US' });
    expect(decideSitePage({ permission: permission({ restricted: true }) })).toEqual({ page: 'blocked', ip: '203.0.113.9', countryCode: 'US' });
  });

  it('reads a failed permission call by its error code', () => {
    expect(decideSitePage({ permissionError: new ApiError('info_maintenance', 503, '') }).page).toBe('maintenance');
    expect(decideSitePage({ permissionError: new ApiError('blockip', 403, '') }).page).toBe('blocked');
    const failure = new ApiError('network_error', 0, '');
    expect(decideSitePage({ permissionError: failure })).toEqual({ page: 'error', error: failure });
  });
});
