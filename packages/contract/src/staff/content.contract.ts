/** The staff console's content area (issue 16, docs/staff.md). */
export const staffContentContract = {};
