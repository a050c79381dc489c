import { describe, expect, it } from 'vitest';
import type { Brand } from '@platform/contract';
import { applyBrandTheme, brandCssVariables } from './brand-theme.ts';

const colors: Brand['colors'] = {
  primary: '#f5c04a',
  primaryText: '#1a1030',
  accent: 'rgb(34, 201, 142)',
  background: '#0d0a1f',
  surface: '#171233',
  surfaceRaised: '#221b47',
  text: '#f4f1ff',
  textMuted: 'red; background: url(https://evil.example)',
};

describe('brand theme', () => {
  it('maps each brand colour to its CSS variable and skips values that are not plain colours', () => {
    const variables = Object.fromEntries(brandCssVariables(colors));
    expect(variables['--color-primary']).toBe('#f5c04a');
    expect(variables['--color-primary-text']).toBe('#1a1030');
    expect(variables['--color-accent']).toBe('rgb(34, 201, 142)');
    expect(variables['--color-surface-raised']).toBe('#221b47');
    expect(variables).not.toHaveProperty('--color-text-muted');
    expect(Object.keys(variables)).toHaveLength(7);
  });

  it('sets the variables on the root it is given', () => {
    const set = new Map<string, string>();
    const brand: Brand = { name: 'Sorte', logoUrl: '/logo.svg', colors, description: {} };
    applyBrandTheme(brand, { style: { setProperty: (name, value) => set.set(name, value) } });
    expect(set.get('--color-background')).toBe('#0d0a1f');
    expect(set.size).toBe(7);
  });
});
