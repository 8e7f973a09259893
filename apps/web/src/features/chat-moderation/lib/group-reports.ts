import type { ChatReport } from '@school/contract';

/** A reported message once, with every reason its reports gave. */
export type ReportedMessage = ChatReport & { reasons: string[] };

/**
 * The queue holds one row per student's report, and a decision closes all of a message's reports
 * at once: so the page shows each message (in the same state) once, at its newest report's place.
 */
export function groupByMessage(reports: ChatReport[]): ReportedMessage[] {
  const groups = new Map<string, ReportedMessage>();
  for (const report of reports) {
    const key = `${report.messageId}:${report.status}`;
    const group = groups.get(key) ?? { ...report, reasons: [] };
    if (report.reason && !group.reasons.includes(report.reason)) group.reasons.push(report.reason);
    groups.set(key, group);
  }
  return [...groups.values()];
}
