import type { ESLint } from 'eslint';

/** The architecture's lint rules: web-layers, server-modules and no-cycle. */
export const architecture: ESLint.Plugin;
