/** Keys of what the console keeps in the browser. The session lives in sessionStorage: it ends with the tab. */
export const storageKeys = {
  session: 'console.session',
  language: 'console.language',
} as const;
