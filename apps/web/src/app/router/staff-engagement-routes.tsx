/** Issue 16: the staff console's engagement area (docs/staff.md). */
export const staffEngagementRoutes = [];
