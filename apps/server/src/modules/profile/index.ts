// The profile module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { asPerson, loadPeople } from './people';
export { assertProfessionalRole } from './professional';
export { avatarUrl } from './repository';
