/** The staff console's commerce area (issue 16, docs/staff.md). */
export const staffCommerceContract = {};
