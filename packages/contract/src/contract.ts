import { authContract } from './auth/auth.contract.js';
import { coreContract } from './core/core.contract.js';
import { settingsContract } from './settings/settings.contract.js';
import { studentsContract } from './students/students.contract.js';
import { flagsContract } from './flags/flags.contract.js';
import { analyticsContract } from './analytics/analytics.contract.js';
import { messagingContract } from './messaging/messaging.contract.js';
import { tutorContract } from './tutor/tutor.contract.js';
import { managerContract } from './manager/manager.contract.js';

/** Every endpoint of the API, by domain. The OpenAPI document is generated from this. */
export const contract = {
  auth: authContract,
  core: coreContract,
  settings: settingsContract,
  students: studentsContract,
  flags: flagsContract,
  analytics: analyticsContract,
  messaging: messagingContract,
  tutor: tutorContract,
  manager: managerContract,
};
