// The people module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { asPerson, avatarUrl, loadPeople, personCardOf } from './people';
