// How dependency-cruiser resolves the web's `@/…` imports: apps/web/src, as apps/web/tsconfig.json's
// paths, vite.config.ts and vitest.config.ts say (.dependency-cruiser.cjs reads this as its webpack
// configuration; an unresolved import fails the check, so a drift here cannot hide a crossing).
const path = require('node:path');

module.exports = {
  resolve: { alias: { '@': path.resolve(__dirname, '../../apps/web/src') } },
};
