/** Every key starts with `all`: a saved or given work refreshes the library and the client lists at once. */
export const worksKeys = {
  all: ['personal-works'] as const,
  list: (query: object) => [...worksKeys.all, 'list', query] as const,
  one: (id: number) => [...worksKeys.all, 'one', id] as const,
  bank: (query: object) => [...worksKeys.all, 'bank', query] as const,
  taskNumbers: (classType: number) => [...worksKeys.all, 'task-numbers', classType] as const,
  topics: (classType: number) => [...worksKeys.all, 'topics', classType] as const,
  given: (query: object) => [...worksKeys.all, 'given', query] as const,
  clients: () => [...worksKeys.all, 'clients'] as const,
};
