/** The staff console's people area (issue 16, docs/staff.md). */
export const staffPeopleContract = {};
