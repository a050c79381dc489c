import {
  staffLoginChallengeSchema,
  staffProfileSchema,
  staffSessionStartSchema,
  type StaffLogin,
  type StaffLoginCode,
} from '@platform/contract/staff/staff';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client.ts';

/** The first step: e-mail and password; the answer says whether a code or an enrolment comes next. */
export function startLogin(input: StaffLogin) {
  return apiCall('POST', '/ops/staff/login', staffLoginChallengeSchema, { body: input });
}

/** The second step: the authenticator's code (or a backup code) for the ticket; the answer opens the session. */
export function finishLogin(input: StaffLoginCode) {
  return apiCall('POST', '/ops/staff/login/code', staffSessionStartSchema, { body: input });
}

/** The signed-in staff member as the server sees them now. */
export function fetchMe() {
  return apiCall('GET', '/ops/staff/me', staffProfileSchema);
}

/** Ends the session on the server. */
export function logout() {
  return apiCall('POST', '/ops/staff/logout', z.unknown());
}
