/** The staff console's task bank and homework builder (issue 16, docs/staff.md). */
export const staffTasksContract = {};
