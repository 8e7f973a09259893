/**
 * Query keys of the lesson lists, shared by the features that show lesson cards, so a change of a
 * lesson's view (Connect, watching) refreshes every list and the subjects' progress.
 */
export const lessonQueryKeys = {
  all: ['lessons'] as const,
  list: (productTypeId: number, page: number) => ['lessons', 'list', productTypeId, page] as const,
  today: ['lessons', 'today'] as const,
  myProductTypes: ['courses', 'my-product-types'] as const,
};

export const LESSON_QUERY_ROOTS = [lessonQueryKeys.all, lessonQueryKeys.myProductTypes] as const;
