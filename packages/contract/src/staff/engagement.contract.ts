/** The staff console's engagement area (issue 16, docs/staff.md). */
export const staffEngagementContract = {};
