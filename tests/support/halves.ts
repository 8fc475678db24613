/** A list in two halves (the first one longer when the count is odd), so two test workers can share it. */
export function halves<T>(list: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)];
}
