import { z } from 'zod';
import { staffSessionSchema } from '@platform/contract/staff/staff';
import { apiCall } from '../../../lib/api-client.ts';

/** The signed-in staff member's open sessions, the current one marked. */
export function fetchSessions() {
  return apiCall('GET', '/ops/staff/sessions', z.array(staffSessionSchema));
}

/** Ends one of the staff member's sessions wherever it is open. */
export function revokeSession(id: string) {
  return apiCall('DELETE', `/ops/staff/sessions/${encodeURIComponent(id)}`, z.unknown());
}
