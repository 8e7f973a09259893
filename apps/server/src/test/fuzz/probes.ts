import type { FuzzRequest } from './requests.js';

const json = { 'content-type': 'application/json' };

/**
 * Requests outside the contract that still reach the server: unknown routes and methods, the
 * static files, the API documents. Their errors must be in the spec body too (issue 7, item 11).
 */
export const OUTSIDE_CONTRACT: readonly FuzzRequest[] = [
  { method: 'GET', url: '/api/nothing/here/', headers: {} },
  { method: 'POST', url: '/api/nothing/', headers: json, payload: '{}' },
  { method: 'PUT', url: '/api/v3/auth/login/', headers: json, payload: '{}' },
  { method: 'OPTIONS', url: '/api/cart/', headers: {} },
  { method: 'HEAD', url: '/api/nothing/', headers: {} },
  { method: 'PATCH', url: '/api/settings/app/', headers: json, payload: '{"a":1}' },
  { method: 'DELETE', url: '/api/', headers: {} },
  { method: 'GET', url: '/', headers: {} },
  { method: 'GET', url: '//api//cart//', headers: {} },
  { method: 'GET', url: '/api/%', headers: {} },
  { method: 'GET', url: '/api/%00', headers: {} },
  { method: 'GET', url: '/api/%ED%A0%80', headers: {} },
  { method: 'GET', url: '/api/../../etc/passwd', headers: {} },
  { method: 'GET', url: '/media/../../etc/passwd', headers: {} },
  { method: 'GET', url: '/media/%2e%2e/%2e%2e/package.json', headers: {} },
  { method: 'GET', url: '/media/%00', headers: {} },
  { method: 'GET', url: '/media/nothing.webm', headers: {} },
  { method: 'GET', url: '/media/sample-lesson.webm', headers: { range: 'bytes=999999999-' } },
  { method: 'GET', url: '/media/sample-lesson.webm', headers: { range: 'bytes=abc' } },
  { method: 'POST', url: '/media/sample-lesson.webm', headers: json, payload: '{}' },
  { method: 'GET', url: '/assets/nothing.js', headers: {} },
  { method: 'POST', url: '/api/openapi.json', headers: json, payload: '[[[[' },
  { method: 'GET', url: `/api/openapi.json?${'a=1&'.repeat(500)}`, headers: {} },
  { method: 'POST', url: '/health', headers: json, payload: '{"a":' },
  { method: 'POST', url: '/api/core/pay/sandbox/notify/', headers: json, payload: '{}' },
  { method: 'POST', url: '/api/core/pay/cloudpayments/notify/pay/', headers: json, payload: '{}' },
  {
    method: 'POST',
    url: '/api/core/pay/cloudpayments/notify/x/',
    headers: { 'content-type': 'text/plain' },
    payload: 'x',
  },
];
