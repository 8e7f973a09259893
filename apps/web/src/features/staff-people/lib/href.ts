import { paths } from '../../../shared/config/paths';

/** The student's card in the people area. */
export const staffStudentHref = (id: number): string => paths.staffStudent.replace('$studentId', String(id));
