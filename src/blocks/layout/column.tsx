import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { Bloks } from '../parts/render-block';
import { HydrationBoundary } from '../parts/hydration-boundary';

type Column = BlockOf<'column'>;

const breakpoints = [
  ['width_sm', 'sm'],
  ['width_md', 'md'],
  ['width_lg', 'lg'],
  ['width_xl', 'xl'],
  ['width_xxl', 'xxl'],
] as const satisfies readonly (readonly [keyof Column, string])[];

/** Bootstrap column classes: `col` (equal share) or `col-{n}`, then one class per set breakpoint. */
export function columnClasses(blok: Column): string | undefined {
  const display = blok.flex ? 'flex' : 'block';
  return cx(
    blok.width ? `col-${blok.width}` : 'col',
    ...breakpoints.map(([field, bp]) => blok[field] && `col-${bp}-${blok[field]}`),
    blok.flex && 'd-flex flex-column',
    blok.stretch && 'align-self-stretch',
    blok.hide_on_small && `d-none d-md-${display}`,
    blok.custom_classes,
  );
}

export function ColumnBlock({ blok }: { blok: Column }) {
  return (
    <HydrationBoundary>
      <div className={columnClasses(blok)}>
        <Bloks items={blok.body} />
      </div>
    </HydrationBoundary>
  );
}
