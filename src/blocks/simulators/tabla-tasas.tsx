import type { BlockOf } from '../../content/schemas/registry';
import { Bloks } from '../parts/render-block';
import { RatesTableContext } from './rates-table-context';
import { ScrollableTable } from '../parts/scrollable-table';

/** Headings of the columns every rates table has; the last one is the block's `columna_detalle`. */
export const ratesTableColumns = ['Producto', 'Tasa nominal anual', 'Tasa efectiva anual'] as const;

/**
 * A table of published rates (docs/behaviour.md §2.25): the rates page's figures, written once, which the
 * simulators refer to by `clave`. Drawn like the rich-text tables it replaces.
 */
export function TablaTasasBlock({ blok }: { blok: BlockOf<'tabla_tasas'> }) {
  return (
    <ScrollableTable>
      <table className="rich-text-table rates-table">
        <thead>
          <tr>
            {[...ratesTableColumns, blok.columna_detalle].map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <RatesTableContext value={true}>
            <Bloks items={blok.filas} />
          </RatesTableContext>
        </tbody>
      </table>
    </ScrollableTable>
  );
}
