import type { HomeworkListItem } from '@school/contract';
import { homeworkCompletedHref, homeworkHref } from '../../../shared/config/paths';

/**
 * Where a row of the list leads (issue 10): to doing it while it is not handed in or was refused,
 * else to the results, which offer the work on mistakes when it is open.
 */
export function listItemHref(item: Pick<HomeworkListItem, 'homeworkId' | 'status'>): string {
  if (item.status === null || item.status === 'UNDONE' || item.status === 'REFUSED')
    return homeworkHref(item.homeworkId);
  return homeworkCompletedHref(item.homeworkId);
}
