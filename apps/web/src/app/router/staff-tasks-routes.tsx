/** Issue 16: the staff console's task bank and homework builder (docs/staff.md). */
export const staffTasksRoutes = [];
