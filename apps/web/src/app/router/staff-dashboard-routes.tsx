/** Issue 16: the staff console's dashboard area (docs/staff.md). */
export const staffDashboardRoutes = [];
