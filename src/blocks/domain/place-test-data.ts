/** Places for the finder's unit tests: parsed by the real schemas, as the content stage would. */
import type { Blok } from '../../content/blok';
import { agencyBlock, atmBlock, placeFinderBlock } from '../../content/schemas/blocks/domain';

const location = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const weekdays = (hours: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [`hours_${d}`, hours]),
  );

export const testPlaces = [
  agencyBlock.schema.parse({
    _uid: 'escalon',
    component: 'agency',
    title: 'Agencia Escalón',
    location: location('Paseo General Escalón, San Salvador.'),
    telephone: '+503 2555-0110',
    latitude: '13.7024',
    longitude: '-89.2386',
    department: 'san_salvador',
    municipality: 'San Salvador',
    ...weekdays('09:00-17:00'),
    hours_saturday: '09:00-12:00',
    services: ['depositos', 'atencion_a_empresas'],
  }),
  agencyBlock.schema.parse({
    _uid: 'san-miguel',
    component: 'agency',
    title: 'Agencia San Miguel',
    location: location('Avenida Roosevelt Sur, San Miguel.'),
    telephone: '+503 2555-0160',
    latitude: '13.4783',
    longitude: '-88.179',
    department: 'san_miguel',
    municipality: 'San Miguel',
    ...weekdays('09:00-17:00'),
    services: ['depositos'],
  }),
  atmBlock.schema.parse({
    _uid: 'gran-via',
    component: 'atm',
    title: 'Cajero Azul La Gran Vía',
    location: location('Centro Comercial La Gran Vía, Antiguo Cuscatlán.'),
    latitude: '13.6795',
    longitude: '-89.2546',
    department: 'la_libertad',
    municipality: 'Antiguo Cuscatlán',
    ...Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        `hours_${d}`,
        '00:00-24:00',
      ]),
    ),
    services: ['retiros', 'abierto_24_horas'],
  }),
  // A place written before the place fields: listed, never "open now", last when sorted by distance.
  agencyBlock.schema.parse({
    _uid: 'antigua',
    component: 'agency',
    title: 'Agencia Antigua',
    location: location('Calle Obispo Marroquín, Sonsonate.'),
  }),
] as unknown as Blok[];

export const testFinder = (title = 'Nuestras agencias') =>
  placeFinderBlock.schema.parse({ _uid: 'finder', component: 'place_finder', title, places: testPlaces });
