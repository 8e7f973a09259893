import {
  VARIANTS,
  type BodyOf,
  type ModalAction,
  type ModalResults,
  type PollType,
  type QueryOf,
  type ShowStyle,
  type StaffFlag,
  type StaffModal,
  type Variant,
  type contract,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import { listClassYears } from '../core/core.service.js';
import { listProductTypes } from '../courses/courses.service.js';
import { changeFlagAudited, listFlags } from '../flags/flags.service.js';
import {
  answerCountsOf,
  createModal,
  findModalRow,
  listModalsForStaff,
  pollResultsOf,
  pollsOf,
  pollsOfModal,
  replacePolls,
  updateModalRow,
  type ModalRow,
} from '../modals/modals.service.js';
import { changedFields, recordAudit } from '../staff/audit.js';
import { checkWindow, dateColumn, windowAfter } from './show-window.js';

type ModalCreate = BodyOf<typeof contract.staffEngagement.createModal>;
type ModalUpdate = BodyOf<typeof contract.staffEngagement.updateModal>;

const modalNotFound = () => notFound('Модальное окно не найдено.');
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows as the console shows them, with their polls and the number of students who answered. */
async function present(db: Tx, rows: ModalRow[]): Promise<StaffModal[]> {
  const ids = rows.map((row) => row.id);
  const pollRows = await pollsOf(db, ids);
  const answers = await answerCountsOf(db, ids);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    action: row.action as ModalAction,
    showStyle: row.showStyle as ShowStyle,
    showTitle: row.showTitle,
    textContent: row.textContent,
    image: row.image,
    video: row.video,
    redirectUrl: row.redirectUrl,
    buttonText: row.buttonText,
    canSkip: row.canSkip,
    isActive: row.isActive,
    itemId: row.itemId,
    position: row.position,
    variant: row.variant as Variant | null,
    classYearId: row.classYearId,
    productTypeId: row.productTypeId,
    activeFrom: iso(row.activeFrom),
    activeTo: iso(row.activeTo),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    answers: answers.get(row.id) ?? 0,
    polls: pollsOfModal(row.id, pollRows),
  }));
}

async function presentOne(db: Tx, id: number): Promise<StaffModal> {
  const row = await findModalRow(db, id);
  if (!row) throw modalNotFound();
  return (await present(db, [row]))[0]!;
}

export async function listModals(db: Tx, query: QueryOf<typeof contract.staffEngagement.modals>) {
  const { count, rows } = await listModalsForStaff(db, {
    ...query,
    active: query.active === undefined ? undefined : query.active === 'true',
  });
  return { count, results: await present(db, rows) };
}

export const modalById = presentOne;

/** Class years and product types a modal may target; the variants of the platform. */
export async function engagementOptions(db: Tx) {
  const [years, types] = [await listClassYears(db), await listProductTypes(db)];
  return {
    variants: [...VARIANTS],
    classYears: years.map((year) => ({ id: year.id, title: year.title })),
    productTypes: types.map((type) => ({ id: type.id, title: type.title })),
  };
}

const blank = (value: string | null | undefined) => (value === '' ? null : value);

/** The columns an input writes (undefined: left as it is). */
function columnsOf(input: ModalUpdate) {
  const { polls: _polls, activeFrom, activeTo, image, video, redirectUrl, buttonText, ...rest } = input;
  return {
    ...rest,
    image: blank(image),
    video: blank(video),
    redirectUrl: blank(redirectUrl),
    buttonText: blank(buttonText),
    activeFrom: dateColumn(activeFrom),
    activeTo: dateColumn(activeTo),
  };
}

const checkDates = (from: Date | null | undefined, to: Date | null | undefined) => checkWindow(from, to, 'active_to');

/** A poll modal's polls: a corner poll needs one; a FULL modal may have none. */
function checkPolls(showStyle: string, polls: ModalCreate['polls']) {
  if (showStyle === 'CORNER' && polls !== undefined && polls.length === 0) {
    throw fieldError('polls', 'В угловом опросе нужен хотя бы один вопрос.', 'required');
  }
}

const auditOf = (input: ModalCreate | ModalUpdate) => JSON.parse(JSON.stringify(input)) as Record<string, unknown>;

export async function createStaffModal(db: Db, actor: AuthUser, input: ModalCreate): Promise<StaffModal> {
  const columns = columnsOf(input);
  checkDates(columns.activeFrom, columns.activeTo);
  if (input.showStyle === 'CORNER' && !input.polls?.length) {
    throw fieldError('polls', 'В угловом опросе нужен хотя бы один вопрос.', 'required');
  }
  const id = await db.transaction(async (tx) => {
    const modalId = await createModal(tx, {
      ...columns,
      title: input.title,
      showStyle: input.showStyle,
      action: input.action ?? 'OPEN',
      isActive: input.isActive ?? false,
      polls: input.polls ?? [],
    });
    await recordAudit(tx, actor, {
      action: 'modal.create',
      entity: 'modal',
      entityId: modalId,
      changes: auditOf(input),
    });
    return modalId;
  });
  return presentOne(db, id);
}

export async function updateStaffModal(db: Db, actor: AuthUser, id: number, input: ModalUpdate): Promise<StaffModal> {
  await db.transaction(async (tx) => {
    const before = await findModalRow(tx, id, true);
    if (!before) throw modalNotFound();
    const columns = columnsOf(input);
    checkDates(windowAfter(columns.activeFrom, before.activeFrom), windowAfter(columns.activeTo, before.activeTo));
    checkPolls(input.showStyle ?? before.showStyle, input.polls);
    const changes: Record<string, unknown> = changedFields(before, columns as Partial<ModalRow>);
    if (input.polls !== undefined) {
      if ((await answerCountsOf(tx, [id])).get(id)) {
        throw new AppError(409, 'poll_answered', 'На опрос уже отвечали: вопросы менять нельзя, создайте новый опрос.');
      }
      await replacePolls(tx, id, input.polls);
      changes.polls = auditOf({ polls: input.polls }).polls;
    }
    await updateModalRow(tx, id, columns as Partial<ModalRow>);
    await recordAudit(tx, actor, { action: 'modal.update', entity: 'modal', entityId: id, changes });
  });
  return presentOne(db, id);
}

export async function setModalActive(db: Db, actor: AuthUser, id: number, isActive: boolean): Promise<StaffModal> {
  await db.transaction(async (tx) => {
    const before = await findModalRow(tx, id, true);
    if (!before) throw modalNotFound();
    if (before.isActive === isActive) return;
    await updateModalRow(tx, id, { isActive });
    await recordAudit(tx, actor, {
      action: isActive ? 'modal.activate' : 'modal.deactivate',
      entity: 'modal',
      entityId: id,
      changes: { isActive: [before.isActive, isActive] },
    });
  });
  return presentOne(db, id);
}

/** Counts per answer of each poll (docs/staff-engagement.md "Results"). */
export async function modalResults(db: Tx, id: number): Promise<ModalResults> {
  if (!(await findModalRow(db, id))) throw modalNotFound();
  const { polls, variants, answered, chosen, ratings, texts } = await pollResultsOf(db, id);
  const chosenBy = new Map(chosen.map((row) => [Number(row.variantId), Number(row.n)]));
  return {
    modalId: id,
    polls: polls.map((poll) => {
      const options =
        poll.type === 'RATING_POLL'
          ? Array.from({ length: 11 }, (_, rating) => ({
              key: String(rating),
              label: String(rating),
              count: ratings.find((row) => row.pollId === poll.id && row.rating === rating)?.n ?? 0,
            }))
          : variants
              .filter((variant) => variant.pollId === poll.id)
              .map((variant) => ({
                key: String(variant.id),
                label: variant.text,
                count: chosenBy.get(variant.id) ?? 0,
              }));
      return {
        pollId: poll.id,
        type: poll.type as PollType,
        question: poll.question,
        answered: answered.find((row) => row.pollId === poll.id)?.n ?? 0,
        options,
        texts: texts
          .filter((row) => row.pollId === poll.id)
          .slice(0, 20)
          .map((row) => ({ text: row.text ?? '', answeredAt: row.answeredAt.toISOString() })),
      };
    }),
  };
}

const presentFlag = (row: Awaited<ReturnType<typeof listFlags>>[number]): StaffFlag => ({
  key: row.key,
  defaultValue: row.defaultValue,
  rules: row.rules as Record<string, unknown>[],
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

export async function flagList(db: Tx): Promise<StaffFlag[]> {
  return (await listFlags(db)).map(presentFlag);
}

/** Changes a flag through the flags module, which records who did it; the stream tells open pages. */
export async function changeFlag(
  db: Db,
  actor: AuthUser,
  key: string,
  change: BodyOf<typeof contract.staffEngagement.updateFlag>,
): Promise<StaffFlag> {
  return presentFlag(await changeFlagAudited(db, actor, key, change));
}
