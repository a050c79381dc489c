/**
 * The operator's legal details (GET/PUT /ops/system/operator-details): the company behind the site, its licence
 * and its contacts. The help pages (terms, privacy, responsible gaming, FAQ) show them through placeholders such
 * as {{company}}, filled when the help centre is served.
 */
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(2, 'at least 2 characters').max(max, `at most ${max} characters`);

export const operatorDetailsSchema = z.object({
  companyName: text(120),
  registrationNumber: text(60),
  licenceNumber: text(60),
  licenceAuthority: text(160),
  address: text(300),
  // The browsers' own e-mail rule (HTML's input type=email), documented as format email with its pattern.
  supportEmail: z.email({ pattern: z.regexes.html5Email, message: 'a valid e-mail address' }).max(200, 'at most 200 characters'),
  minimumAge: z.number().int('a whole number').min(18, 'at least 18').max(25, 'at most 25'),
});
export type OperatorDetails = z.infer<typeof operatorDetailsSchema>;

/** The placeholder each detail fills in help texts; {{brand}} is the brand name. */
export const operatorDetailPlaceholders = {
  company: 'companyName',
  registrationNumber: 'registrationNumber',
  licenceNumber: 'licenceNumber',
  licenceAuthority: 'licenceAuthority',
  address: 'address',
  supportEmail: 'supportEmail',
  minimumAge: 'minimumAge',
} as const satisfies Record<string, keyof OperatorDetails>;

/** Fills {{company}}, {{licenceNumber}}… and {{brand}} in a text; unknown placeholders stay as they are. */
export function fillOperatorDetails(template: string, details: OperatorDetails, brand: string, escape: (value: string) => string = (value) => value): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (name === 'brand') return escape(brand);
    const field = (operatorDetailPlaceholders as Record<string, keyof OperatorDetails>)[name];
    return field ? escape(String(details[field])) : whole;
  });
}
