import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { formatRate } from '../simulators/money';

export const productRateTexts = {
  nominal: 'Tasa de interés nominal anual',
  effective: 'Tasa de interés efectiva anual',
} as const;

/**
 * A product's interest rates, read from the rates page's row (`clave`) by the build: the Tasas tab of a card
 * gives its rate without a figure written twice (issue 33). Nothing where the build did not resolve the row
 * (an editor's preview of one story).
 */
export function ProductRateBlock({ blok }: { blok: BlockOf<'product_rate'> }) {
  if (blok.tasa_nominal === undefined) return null;
  return (
    <dl className={cx('product-rate', blok.custom_classes)}>
      <div className="product-rate-item">
        <dt>{productRateTexts.nominal}</dt>
        <dd>{formatRate(blok.tasa_nominal)}</dd>
      </div>
      {blok.tasa_efectiva !== undefined && (
        <div className="product-rate-item">
          <dt>{productRateTexts.effective}</dt>
          <dd>{formatRate(blok.tasa_efectiva)}</dd>
        </div>
      )}
    </dl>
  );
}
