import type { TFunction } from 'i18next';

/** A bet type's name: its tab and, when it has one, its variant ("Straight · Back 2"). */
export function betTypeLabel(code: string, t: TFunction): string {
  const [, group = '', ...rest] = code.split('.');
  const variant = rest.join('.');
  const groupText = t(`lottery.groups.${group}`);
  if (!variant) return groupText;
  return `${groupText} · ${/^\d+$/u.test(variant) ? variant : t(`lottery.variants.${variant}`)}`;
}
