import { domainTexts } from '../../config/site';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Asset } from '../../content/schemas/asset';
import type { BlockOf } from '../../content/schemas/registry';
import { ResponsiveImage } from '../parts/responsive-image';
import { OutlineHeading } from '../parts/outline-heading';

type Inmueble = BlockOf<'inmueble'>;

export function inmuebleTitle(blok: Inmueble): string {
  return `${domainTexts.propertyTitlePrefix}${blok.numero}`;
}

/** Alt text of a photo: the editor's, or which photo of which property it is. */
export function photoAlt(blok: Inmueble, photo: Asset, index: number): string {
  return photo.alt || `Foto ${index + 1} de ${blok.fotos.length} del ${inmuebleTitle(blok)}`;
}

const details = [
  ['tipo', 'Tipo'],
  ['direccion', 'Dirección'],
  ['extension', 'Extensión'],
  ['valor', 'Valor'],
] as const satisfies readonly (readonly [keyof Inmueble, string])[];

/**
 * Property (inmueble) card (docs/behaviour.md §2, §3): its details and a button that opens a dialog titled
 * 'Activo #{numero}' with every photo. react-bootstrap's Modal traps focus, closes with Escape and its
 * close button, and gives focus back to the button.
 */
export function InmuebleBlock({ blok }: { blok: Inmueble }) {
  const [open, setOpen] = useState(false);
  // The dialog is mounted on first use only: nothing of it belongs in the server markup, and it then
  // stays mounted so its closing transition can run.
  const [used, setUsed] = useState(false);
  const titleId = useId();
  const cover = blok.fotos[0];
  const title = inmuebleTitle(blok);

  return (
    <article className="card inmueble-card h-100">
      {cover && (
        <ResponsiveImage
          className="card-img-top inmueble-cover"
          asset={cover}
          alt={photoAlt(blok, cover, 0)}
          sizes="(max-width: 768px) 100vw, 33vw"
        />
      )}
      <div className="card-body">
        <OutlineHeading blok={blok} className="card-title h5" id={`${titleId}-card`}>
          {title}
        </OutlineHeading>
        <dl className="inmueble-details">
          {details.map(([field, label]) =>
            blok[field] ? (
              <div key={field} className={`inmueble-${field}`}>
                <dt>{label}</dt>
                <dd>{blok[field]}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {blok.fotos.length > 0 && (
          <button
            type="button"
            className="btn btn-primary"
            // Every card has a 'Ver fotos' button; the title says whose photos these are.
            aria-describedby={`${titleId}-card`}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            Ver fotos ({blok.fotos.length})
          </button>
        )}
      </div>
      {used && (
        <Modal show={open} onHide={() => setOpen(false)} size="lg" centered aria-labelledby={titleId}>
          <Modal.Header closeButton closeLabel={domainTexts.close}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <ul className="list-unstyled inmueble-photos">
              {blok.fotos.map((photo, index) => (
                <li key={`${photo.filename}-${index}`}>
                  <ResponsiveImage
                    className="img-fluid"
                    asset={photo}
                    alt={photoAlt(blok, photo, index)}
                    sizes="(max-width: 992px) 100vw, 800px"
                  />
                </li>
              ))}
            </ul>
          </Modal.Body>
        </Modal>
      )}
    </article>
  );
}
