/** Issue 16: the staff console's people area (docs/staff.md). */
export const staffPeopleRoutes = [];
