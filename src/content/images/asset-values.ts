/** How an asset value looks once its block is validated, for the steps that look for assets in a story. */
import type { Asset } from '../schemas/asset';

/** File names the build makes image data for; asset fields also hold videos and documents. */
export const imageFile = /\.(jpe?g|png|webp|gif|avif|svg)$/i;

export function isAsset(value: Record<string, unknown>): value is Record<string, unknown> & Asset {
  return typeof value.filename === 'string' && 'alt' in value && 'focus' in value && 'title' in value;
}
