import type { Brand } from '@platform/contract';

/** The CSS variable each brand colour sets; global.css derives the rest of the palette from them. */
const colorVariables: Record<keyof Brand['colors'], string> = {
  primary: '--color-primary',
  primaryText: '--color-primary-text',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  surfaceRaised: '--color-surface-raised',
  text: '--color-text',
  textMuted: '--color-text-muted',
};

const colourPattern = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/i;

/** The CSS variables of a brand's colours; a value that is not a plain colour is skipped, so the default stays. */
export function brandCssVariables(colors: Brand['colors']): Array<[variable: string, value: string]> {
  return (Object.keys(colorVariables) as Array<keyof Brand['colors']>)
    .map((key) => [colorVariables[key], colors[key].trim()] as [string, string])
    .filter(([, value]) => colourPattern.test(value));
}

interface ThemeTarget {
  style: { setProperty: (name: string, value: string) => void };
}

/** Applies a merchant's brand: colours as CSS variables on :root, name as the page title, logo as the icon. */
export function applyBrandTheme(brand: Brand, root: ThemeTarget = document.documentElement): void {
  for (const [variable, value] of brandCssVariables(brand.colors)) root.style.setProperty(variable, value);
  if (typeof document === 'undefined') return;
  if (brand.name) document.title = brand.name;
  const themeColour = document.querySelector('meta[name="theme-color"]');
  if (themeColour && colourPattern.test(brand.colors.background)) themeColour.setAttribute('content', brand.colors.background);
  const icon = document.querySelector('link[rel="icon"]');
  if (icon && brand.logoUrl) icon.setAttribute('href', brand.logoUrl);
}
