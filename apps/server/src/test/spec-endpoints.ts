/**
 * Every method and path the spec's "calls it makes" sections name (spec 1 §7, spec 2 §7, spec 3 §7),
 * as the spec writes them (`{id}` params), under the API prefix /api. spec-endpoints.test.ts checks
 * that each is declared in the contract and that the server answers it (not the "no such API
 * address" 404). docs/spec-endpoints.md is the audit table.
 * Calls the spec names without a path ("path not shown") are not listed: docs/spec-endpoints.md maps them.
 */
export interface SpecEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  spec: string;
}

const entries = (spec: string, lines: string): SpecEndpoint[] =>
  lines
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const [methods, path] = line.split(/\s+/) as [string, string];
      return methods.split(',').map((method) => ({ method: method as SpecEndpoint['method'], path, spec }));
    });

export const SPEC_ENDPOINTS: SpecEndpoint[] = [
  ...entries(
    'spec 1 §7',
    `
    # Reference data
    GET /v1/multilingual/site-languages/
    GET /v2/core/class-types/
    GET /v2/core/class-years/
    GET /core/banner/
    POST /core/banner/close/
    GET /settings/documents/public/
    GET /v2/core/course-type-task-numbers/
    GET /v2/core/class-type-topics/
    # Auth
    POST /v3/auth/refresh/
    GET /v3/auth/verify/
    POST /v2/auth/o/login/
    POST /v2/auth/obtain-code/
    POST /v3/auth/login/
    POST /v1/dec/login/
    POST /v2/auth/logout/
    # Student data and profile
    GET /v2/students/exp-history/
    GET,PATCH /v2/students/statuses/
    POST /v2/students/drop-level-progress/
    GET /v2/students/student-balance/
    GET /students/next-level/
    POST /v2/students/distribute-to-group/
    GET /gamification/individual-tasks/
    GET /v2/students/financial-report/
    GET,PATCH /v2/students/offer/{id}/
    GET /students/documents/offer-application/
    GET /v1/student-level-tests/{id}/test/
    GET,PATCH /v2/core/users/profile/
    GET /v2/core/users/system-modals/
    GET,PATCH /v2/core/users/additional-info/
    POST /v2/core/connect/code/generate/
    POST /v2/core/connect/code/check/
    POST /v2/core/connect/vk/
    POST /v2/core/connect/social-account/
    GET,PATCH /v2/students/class-types/
    GET /products/my-coupons/
    GET /students/exam-results/
    GET /gamification/daily-strike/
    # Individual program and modals
    GET,PATCH /umits/individual-program/v1/switch-individual-program/{productTypeId}/
    PATCH /umits/individual-program/v1/global-switch-individual-program/
    GET,PATCH /umits/individual-program/v1/goals/
    GET /v2/students/modals/
    POST /v2/students/modals/{id}/
    POST /v2/students/poll-answer/
    # Feature-flag service (GrowthBook: features, remote evaluation, event stream; docs/flags.md)
    GET /features/{clientKey}
    POST /eval/{clientKey}
    GET /sub/{clientKey}
    `,
  ),
  ...entries(
    'spec 2 §7',
    `
    # Catalog and products
    GET /v2/core/sys-course-types/
    GET /products/my/new/
    GET /products/gifts/
    GET /products/product-subscriptions/
    DELETE /products/product-subscriptions/{id}/
    GET /products/ending/
    GET /products/menu/
    GET /products/student-class-types/
    GET /v2/homework/types/
    GET /products/banner/
    POST /products/banner/close/
    GET /settings/banner-bundle/
    POST /products/open-products-access/{id}/
    GET,PATCH /products/bundles/{id}/
    GET /products/bundles/{id}/rate-plans/
    GET /products/recommendations/
    GET /products/subscription-statuses/
    # Cart
    GET /cart/count/
    GET,POST /cart/
    PATCH,DELETE /cart/{id}/
    GET /cart/link/{hash}/
    GET,POST /cart/standalone/{hash}/
    PATCH,DELETE /cart/standalone/{hash}/{id}/
    DELETE /cart/bundle/{hash}/
    DELETE /cart/standalone/{hash}/bundle/{bundleHash}/
    DELETE /cart/gifts/
    POST,DELETE /cart/coupon/
    POST,DELETE /cart/referral-program/
    # Payment
    POST /core/pay/coupon/
    POST /core/pay/init/
    POST /core/pay/cloudpayments/init-widget/
    GET /core/pay/kaspi/v1/check-uid/{uid}/
    GET /core/pay/public/
    # Registration on payment
    POST /v3/auth/otp-request/
    POST /v3/auth/otp-confirm/
    POST /v2/auth/registration/
    POST /v3/auth/register/
    # Documents
    GET /products/docs/
    GET /core/docs/
    GET /v2/students/documents/static/
    GET /students/documents/offer-application/
    # Lessons and schedule
    GET /lessons/today/
    GET /v3/lessons/
    POST /lessons/submissions/
    PATCH /lessons/{id}/set-video-length/
    POST /v2/lessons/{id}/skip-lesson-submission/
    GET /students/timetable/
    # Analytics
    POST /s/{type}
    POST /s/s2s/{type}
    `,
  ),
  ...entries(
    'spec 3 §7',
    `
    # Lesson
    GET /v2/lessons/{id}/
    GET /lessons/access/{hash}/
    GET /v2/lessons/{id}/homework/
    GET /lessons/{id}/materials/
    GET /v3/lessons/{id}/sub-lessons/
    POST /lessons/{id}/feedback/
    # Chat
    GET /settings/livechat-settings/
    POST /messages/attachments/
    GET /messages/ban-words/
    GET /gamification/chat/styling/sticker-packs/lite/
    GET /gamification/chat/styling/sticker-packs/
    GET /gamification/chat/styling/text-colors/
    GET /gamification/chat/styling/config/
    GET /gamification/chat/styling/text-colors/text-color-feature-plans/{id}/
    GET /gamification/chat/styling/sticker-packs/feature-plans/{id}/
    PATCH /gamification/chat/styling/text-colors/change/
    POST /gamification/chat/styling/text-colors/purchase/
    POST /gamification/chat/styling/sticker-packs/purchase/
    # Onboarding
    PATCH /core/users/onboarding-state/
    # Tutor
    GET,PATCH /tutor/profile/
    GET /tutor/clients/
    GET /tutor/clients/{id}/
    GET,POST /tutor/submissions/
    GET,DELETE /tutor/submissions/{id}/
    GET /tutor/submissions/{id}/info/
    GET,POST /tutor/lectures/
    GET,PATCH,DELETE /tutor/lectures/{id}/
    GET /tutor/theory/
    GET /tutor/theory/{id}/
    GET /tutor/subtheory/{id}/
    GET,POST /tutor/self-studies/
    GET,PATCH,DELETE /tutor/self-studies/{id}/
    GET /v2/materials/tasks/
    # Shell and start-up
    GET /gamification/daily-strike/
    POST /v2/core/webpush/subscribe/
    POST /v2/core/webpush/unsubscribe/
    POST /v2/cpa/markers/
    `,
  ),
];

/** A path with its params named alike (`{id}`, `:id` -> `{}`), for comparing the spec's and the contract's. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}|:[a-zA-Z]+/g, '{}');
