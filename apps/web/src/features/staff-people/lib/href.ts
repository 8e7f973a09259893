import { paths } from '../../../shared/config/paths';

/** The student's card in the people area. */
export const staffStudentHref = (id: number): string => paths.staffStudent.replace('$studentId', String(id));

export const staffTutorHref = (id: number): string => paths.staffTutor.replace('$tutorId', String(id));

export const staffModeratorHref = (id: number): string => paths.staffModerator.replace('$moderatorId', String(id));
