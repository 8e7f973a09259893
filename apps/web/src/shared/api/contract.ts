import { contract as fullContract } from '@school/contract';

/**
 * The API's endpoints, as the web app calls them (`call` in client.ts). The browser build replaces
 * this module with each endpoint's method, path and key casing alone (build/contract-routes.ts):
 * `call` reads nothing else, and the whole contract would load zod and build every schema of the
 * API on each start (issue 8: a phone's first visit). Tests and the dev server use the contract.
 */
export const contract = fullContract;
