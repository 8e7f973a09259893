// The users module's public face: other modules use these, never the tables.
export {
  findUserByEmail,
  findUserById,
  findUserBySocial,
  linkSocialAccount,
  insertUser,
  setPasswordHash,
  findStudentProfile,
  loadPresentedUser,
  type UserRow,
  type NewUser,
} from './users.repo.js';
