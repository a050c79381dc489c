/**
 * The dialing code mobile numbers are entered under. The merchant is in Brazil and its mobile rule is the
 * Brazilian one (see the contract's default rules), so numbers are Brazilian; the server applies the same
 * default when a request leaves the code out.
 */
export const merchantDialingCode = '55';

/** The number as the outbox and the server's sms provider address it: dialing code then the national number. */
export function internationalNumber(mobileNum: string): string {
  return `${merchantDialingCode}${mobileNum.trim()}`;
}
