/** The staff console's dashboard area (issue 16, docs/staff.md). */
export const staffDashboardContract = {};
