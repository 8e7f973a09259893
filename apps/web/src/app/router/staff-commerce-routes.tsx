/** Issue 16: the staff console's commerce area (docs/staff.md). */
export const staffCommerceRoutes = [];
