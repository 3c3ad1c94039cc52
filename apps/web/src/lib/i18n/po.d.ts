// A `.po` catalogue imported by the code is compiled by Lingui's Vite plugin (lingui-plugins.ts).
declare module '*.po' {
  export const messages: import('./index').Messages;
}
