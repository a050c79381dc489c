import { staffRoles, type StaffRole } from '@platform/contract';
import type { StaffService } from './service.ts';

/** The demo staff's password; each demo staff member enrols an authenticator at the first login. */
export const demoStaffPassword = 'Staff12345!';

const demoNames: Record<StaffRole, string> = {
  admin: 'Ana Administradora',
  finance: 'Fábio Financeiro',
  risk: 'Rita Risco',
  support: 'Sérgio Suporte',
  content: 'Clara Conteúdo',
  lottery: 'Lucas Loteria',
  auditor: 'Aurora Auditora',
};

/** One demo staff member per role, `<role>@staff.demo`; the lines say who they are. */
export async function seedDemoStaff(staff: StaffService): Promise<string[]> {
  const lines: string[] = [];
  let hash: string | undefined;
  for (const role of staffRoles) {
    const email = `${role}@staff.demo`;
    if (!(await staff.findByEmail(email))) {
      hash ??= await staff.hashPassword(demoStaffPassword);
      await staff.create({ email, name: demoNames[role], role, password: { hash } });
    }
    lines.push(`${email} / ${demoStaffPassword}  (console, ${role}; enrols an authenticator at the first login)`);
  }
  return lines;
}
