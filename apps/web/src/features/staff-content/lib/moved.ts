/** The ids with the one at `index` moved by `step` (−1 up, +1 down): the body of an `order` call. */
export const moved = (ids: number[], index: number, step: number) => {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id!);
  return next;
};
