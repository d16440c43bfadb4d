import { useContext } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { formatRate } from './money';
import { RatesTableContext } from './rates-table-context';
import { rateRowDetail } from './rate-row-detail';

/**
 * One row of a rates table (docs/behaviour.md §2.25). A row is only a row inside its table: placed anywhere
 * else it draws nothing, since a lone <tr> is markup the browser would move and hydration would not match.
 */
export function FilaTasaBlock({ blok }: { blok: BlockOf<'fila_tasa'> }) {
  if (!useContext(RatesTableContext)) return null;
  return (
    <tr>
      <th scope="row">{blok.producto}</th>
      <td>{blok.tasa_nominal === undefined ? '' : formatRate(blok.tasa_nominal)}</td>
      <td>{blok.tasa_efectiva === undefined ? '' : formatRate(blok.tasa_efectiva)}</td>
      <td>{rateRowDetail(blok)}</td>
    </tr>
  );
}
