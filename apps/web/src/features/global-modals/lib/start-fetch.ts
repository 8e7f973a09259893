import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';

type Query = { showStyle?: 'FULL' | 'CORNER'; lastUpdate?: string };

export const listModals = (query: Query) => call(contract.studentModals.list, { query });
export type StudentModalList = Awaited<ReturnType<typeof listModals>>;

/** Spec 1 §4: the FULL modals and the corner polls fetched at start (by the shell, before the UI loads). */
export const fetchStartModals = (list = listModals): Promise<[StudentModalList, StudentModalList]> =>
  Promise.all([list({ showStyle: 'FULL' }), list({ showStyle: 'CORNER' })]);
