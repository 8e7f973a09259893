/** A watch-time report the server has not taken yet: whose, which lesson, how many seconds. */
export interface PendingReport {
  userId: number;
  lesson: number;
  viaAccessLink: boolean;
  time: number;
}

const KEY = 'lesson-watch-pending';
/** A browser that stays offline for long keeps only the latest lessons' time. */
const MAX_REPORTS = 50;

const sameTarget = (a: PendingReport, b: Omit<PendingReport, 'time'>) =>
  a.userId === b.userId && a.lesson === b.lesson && a.viaAccessLink === b.viaAccessLink;

/**
 * Watch time waiting to be reported again, in local storage so that it outlives a reload (issue 8;
 * spec 1 §9: persisted state is local storage). Reports for the same lesson add up.
 */
export class PendingReports {
  constructor(private readonly storage: Storage = localStorage) {}

  list(): PendingReport[] {
    try {
      const value: unknown = JSON.parse(this.storage.getItem(KEY) ?? '[]');
      return Array.isArray(value) ? value.filter(isReport) : [];
    } catch {
      return [];
    }
  }

  add(report: PendingReport): void {
    const reports = this.list();
    const same = reports.find((entry) => sameTarget(entry, report));
    if (same) same.time += report.time;
    else reports.push({ ...report });
    this.save(reports.slice(-MAX_REPORTS));
  }

  /** The server took `time` seconds of this report; more may have been added meanwhile. */
  subtract(report: PendingReport): void {
    const reports = this.list()
      .map((entry) => (sameTarget(entry, report) ? { ...entry, time: entry.time - report.time } : entry))
      .filter((entry) => entry.time > 0);
    this.save(reports);
  }

  private save(reports: PendingReport[]): void {
    if (reports.length === 0) this.storage.removeItem(KEY);
    else this.storage.setItem(KEY, JSON.stringify(reports));
  }
}

function isReport(value: unknown): value is PendingReport {
  if (!value || typeof value !== 'object') return false;
  const { userId, lesson, viaAccessLink, time } = value as Record<string, unknown>;
  return (
    Number.isInteger(userId) &&
    Number.isInteger(lesson) &&
    typeof viaAccessLink === 'boolean' &&
    typeof time === 'number' &&
    time > 0
  );
}
