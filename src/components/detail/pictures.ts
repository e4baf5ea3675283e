/**
 * Pictures in the agency's own order (`index`), the first being the main picture. The sort is
 * stable, so pictures with the same index keep the order the service sent them in.
 */
export function orderPictures<Picture extends { index: number }>(
  pictures: readonly Picture[],
): Picture[] {
  return [...pictures].sort((a, b) => a.index - b.index);
}
