import type { FuzzResponse } from './check.js';
import { problemWith } from './check.js';
import type { FuzzRequest } from './requests.js';

const excerpt = (value: unknown, length: number) => JSON.stringify(String(value ?? '').slice(0, length));

/** What a fuzz run saw: wrong answers grouped by what went wrong where, and every status by route. */
export class Tally {
  sent = 0;
  private readonly failures = new Map<string, { count: number; example: string }>();
  private readonly statuses = new Map<string, Map<number, number>>();

  record(request: FuzzRequest, caller: string, route: string, response: FuzzResponse): void {
    this.sent += 1;
    const counts = this.statuses.get(route) ?? new Map<number, number>();
    this.statuses.set(route, counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1));
    const problem = problemWith(request.method, response);
    if (!problem) return;
    const key = `${problem}: ${request.method} ${route} as ${caller}`;
    const seen = this.failures.get(key);
    if (seen) seen.count += 1;
    else {
      const example = `${excerpt(request.url, 160)} ${excerpt(request.payload, 160)} -> ${excerpt(response.body, 160)}`;
      this.failures.set(key, { count: 1, example });
    }
  }

  get failureCount(): number {
    return this.failures.size;
  }

  /** Each kind of wrong answer once, with how often it came and the first request that caused it. */
  report(): string {
    return [...this.failures].map(([key, { count, example }]) => `${key} (x${count})\n    e.g. ${example}`).join('\n');
  }

  /** How each route answered: whether requests get past validation into the endpoint's code. */
  statusesByRoute(): string {
    return [...this.statuses]
      .map(([route, counts]) => `${route} ${JSON.stringify(Object.fromEntries([...counts].sort()))}`)
      .join('\n');
  }
}
