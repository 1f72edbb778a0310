/**
 * `src`, `srcSet` and `sizes` for a stored image: the browser picks the smallest of its WebP
 * widths (domain image-variants) that fills `sizes`. Any other address keeps its `src` only.
 */
import { imageSrcSet } from '@staylane/domain';

export function responsiveImage(src: string, sizes: string) {
  const srcSet = imageSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
