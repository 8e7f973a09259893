/** Issue 16: the staff console's content area (docs/staff.md). */
export const staffContentRoutes = [];
