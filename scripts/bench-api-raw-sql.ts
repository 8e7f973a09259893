/**
 * The statements the project's services send for the hot reads, as Drizzle prints them
 * (scripts/bench-api.ts checks at every run that both sides send exactly these). A statement with a
 * name is a named prepared statement on both sides, as the project's `prepared()` queries are.
 */
export interface Statement {
  text: string;
  name?: string;
}

export type Row = any[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of `rowMode: 'array'`
export type Query = (statement: Statement, values: unknown[]) => Promise<Row[]>;
export type Color = { base: string; toxic: string };

/** Reference data and settings, read once at start (the project caches them per database). */
export interface Refs {
  classTypes: Map<number, { title: string; color: Color }>;
  classYears: Map<number, string>;
  payment: { defaultSystem: string | null; systems: string[] };
  ofertaUrl: string;
}

export interface RawRequest {
  query: Query;
  userId: number;
  search: URLSearchParams;
  now: Date;
  refs: Refs;
}

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

export const unique = <T>(values: T[]) => [...new Set(values)];

const PRODUCT_TYPE_INFO = `"product_types"."id", "product_types"."title", "product_types"."type", "product_types"."kind", "product_types"."class_type_id", "product_types"."class_year_id", "course_types"."code", "course_types"."title"`;
const OWNED = `select "products"."id", "products"."mg_month_id", "products"."teacher_id", "student_products"."starts_at", "student_products"."ends_at", ${PRODUCT_TYPE_INFO} from "student_products" inner join "products" on "products"."id" = "student_products"."product_id" inner join "product_types" on "product_types"."id" = "products"."product_type_id" inner join "course_types" on "course_types"."id" = "product_types"."course_type_id" where ("student_products"."student_id" = $1 and "student_products"."starts_at" <= $2 and "student_products"."ends_at" > $3`;
const OWNED_ORDER = `order by "products"."product_type_id" asc, "products"."start_date" asc, "products"."id" asc`;
const LESSON_COLUMNS = `"lessons"."id", "lessons"."product_id", "lessons"."product_type_id", "lessons"."mg_month_id", "lessons"."teacher_id", "lessons"."title", "lessons"."description", "lessons"."lesson_number", "lessons"."kind", "lessons"."start_at", "lessons"."duration_minutes", "lessons"."video_url", "lessons"."video_length", "lessons"."without_video", "lessons"."always_open", "lessons"."is_preparing", "lessons"."tag_title", "lessons"."tag_color", "lessons"."access_hash", "lesson_views"."viewed_offline", "lesson_views"."viewed_online", "lesson_views"."viewed", "lesson_views"."reported_video_length"`;
const WITH_VIEW = `from "lessons" left join "lesson_views" on ("lesson_views"."lesson_id" = "lessons"."id" and "lesson_views"."student_id" = $1)`;
const CARD = `select "products"."id", "products"."title", "products"."price", "products"."start_date", "products"."end_date", "products"."mg_month_id", "mg_months"."title", "teachers"."id", "teachers"."full_name", "teachers"."avatar", ${PRODUCT_TYPE_INFO}, count(*) over () from "products" inner join "product_types" on "product_types"."id" = "products"."product_type_id" inner join "course_types" on "course_types"."id" = "product_types"."course_type_id" left join "mg_months" on "mg_months"."id" = "products"."mg_month_id" left join "teachers" on "teachers"."id" = "products"."teacher_id"`;

export const SQL = {
  activeUser: {
    name: 'active_user_presented',
    text: `select "users"."id", "users"."role", "users"."first_name", "users"."last_name", "users"."email", "users"."avatar", "users"."phone", "users"."created_at", "student_profiles"."level_title", "student_profiles"."exp", "student_profiles"."accepted_personal_data", "student_profiles"."accepted_apartment_lottery" from "users" left join "student_profiles" on "student_profiles"."user_id" = "users"."id" where ("users"."id" = $1 and "users"."is_active" = $2)`,
  },
  profile: {
    name: 'student_profile',
    text: `select "user_id", "exp", "level_title", "umcoins", "medals", "keys", "bonuses", "accepted_personal_data", "accepted_apartment_lottery", "has_chosen_goals", "subscribed_for_news" from "student_profiles" where "student_profiles"."user_id" = $1`,
  },
  owned: { name: 'owned_products', text: `${OWNED}) ${OWNED_ORDER}` },
  ownedOfType: {
    name: 'owned_products_of_type',
    text: `${OWNED} and "products"."product_type_id" = $4) ${OWNED_ORDER}`,
  },
  lessonsBetween: {
    name: 'lessons_starting_between',
    text: `select ${LESSON_COLUMNS} ${WITH_VIEW} where ("lessons"."product_id" = any($2) and "lessons"."start_at" >= $3 and "lessons"."start_at" < $4) order by "lessons"."start_at" asc, "lessons"."id" asc`,
  },
  lessonsPage: {
    name: 'lessons_page',
    text: `select ${LESSON_COLUMNS}, count(*) over () ${WITH_VIEW} where "lessons"."product_id" = any($2) order by "lessons"."lesson_number" asc, "lessons"."start_at" asc, "lessons"."id" asc limit $3 offset $4`,
  },
  homework: {
    name: 'homework_first_of_lessons',
    text: `select distinct on ("homeworks"."lesson_id") "homeworks"."id", "homeworks"."lesson_id", "homeworks"."title", "homeworks"."tasks_total", "homeworks"."deadline", "homework_submissions"."id", "homework_submissions"."status", "homework_submissions"."tasks_done" from "homeworks" left join "homework_submissions" on ("homework_submissions"."homework_id" = "homeworks"."id" and "homework_submissions"."student_id" = $1) where "homeworks"."lesson_id" = any($2) order by "homeworks"."lesson_id" asc, "homeworks"."id" asc`,
  },
  cartContent: {
    name: 'open_own_cart_content',
    text: `select "carts"."id", "carts"."hash", "carts"."user_id", "carts"."is_standalone", "carts"."coupon_id", "carts"."referrer_id", "carts"."paid_at", "carts"."created_at", "carts"."updated_at", "cart_items"."id", "cart_items"."cart_id", "cart_items"."product_id", "cart_items"."rate_plan_id", "cart_items"."pack_id", "cart_items"."is_prolong_subscription", "cart_items"."declined_gift_ids", "cart_bundles"."id", "cart_bundles"."cart_id", "cart_bundles"."bundle_id", "cart_bundles"."hash", "cart_bundles"."rate_plan_id" from "carts" left join "cart_items" on "cart_items"."cart_id" = "carts"."id" left join "cart_bundles" on "cart_bundles"."cart_id" = "carts"."id" where ("carts"."user_id" = $1 and "carts"."is_standalone" = $2 and "carts"."paid_at" is null) order by "cart_items"."id" asc, "cart_bundles"."id" asc`,
  },
  gifts: {
    name: 'gifts_of_products_and_bundles',
    text: `select "id", "product_id", "bundle_id", "gift_product_id", "optional" from "product_gifts" where ("product_gifts"."product_id" = any($1) or "product_gifts"."bundle_id" = any($2)) order by "product_gifts"."id" asc`,
  },
  packs: {
    name: 'packs_of_products',
    text: `select "id", "product_id", "title", "lessons_count", "price" from "packs" where "packs"."product_id" = any($1) order by "packs"."lessons_count" asc, "packs"."id" asc`,
  },
  cardsByIds: { name: 'product_cards_by_ids', text: `${CARD} where "products"."id" = any($1)` },
  catalogPage: {
    text: `${CARD} where "products"."end_date" >= $1 order by "products"."start_date" asc, "products"."product_type_id" asc, "products"."id" asc limit $2`,
  },
  catalogLaterPage: {
    text: `${CARD} where "products"."end_date" >= $1 order by "products"."start_date" asc, "products"."product_type_id" asc, "products"."id" asc limit $2 offset $3`,
  },
  ratePlans: {
    name: 'rate_plans_of_types',
    text: `select "id", "product_type_id", "title", "sys_name", "price", "order" from "rate_plans" where "rate_plans"."product_type_id" = any($1) order by "rate_plans"."order" asc, "rate_plans"."id" asc`,
  },
  ownedIds: {
    name: 'owned_product_ids',
    text: `select distinct "product_id" from "student_products" where ("student_products"."student_id" = $1 and "student_products"."product_id" = any($2) and "student_products"."ends_at" > $3)`,
  },
} satisfies Record<string, Statement>;
