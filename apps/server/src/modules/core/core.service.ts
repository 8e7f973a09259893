// The core module's public face: other modules read reference data through these.
export { listClassTypes, listClassYears } from './core.repo.js';
