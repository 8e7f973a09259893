// The users module's public face: other modules use these, never the tables.
export {
  findUserByEmail,
  findUserById,
  findUserBySocial,
  linkSocialAccount,
  hasSocialAccount,
  insertUser,
  setPasswordHash,
  findStudentProfile,
  addStudentExp,
  addStudentBonuses,
  loadPresentedUser,
  findActivePresentedUser,
  searchUsers,
  type UserRow,
  type NewUser,
  type UserSearch,
} from './users.repo.js';
