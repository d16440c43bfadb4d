/**
 * Words and constants of the place finder (docs/behaviour.md §10). Visitors read Spanish (voseo); the
 * number of places is filled in by the functions.
 */
export const placeFinderSettings = {
  /** How long 'Cerca de mí' waits for the browser's position before saying so. */
  geolocationTimeoutMs: 10_000,
  /** A position up to five minutes old is good enough to sort by distance. */
  geolocationMaxAgeMs: 5 * 60_000,
  /** Directions to a place's coordinates; `{lat}` and `{lng}` are replaced. Opens in a new tab. */
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination={lat},{lng}',
  /** The map never zooms in closer than this when it fits the places. */
  fitMaxZoom: 15,
} as const;

export const placeTexts = {
  filtersLabel: 'Buscá un lugar',
  /** The phone's button that shows the filter fields, with how many are set. */
  filtersToggle: (active: number) => (active > 0 ? `Filtros (${active})` : 'Filtros'),
  /** Name of a finder without a title, so that its region does not repeat the search form's name. */
  listLabel: 'Lugares',
  search: 'Nombre o dirección',
  department: 'Departamento',
  anyDepartment: 'Todos los departamentos',
  service: 'Servicio',
  anyService: 'Todos los servicios',
  openNow: 'Abierto ahora',
  closedNow: 'Cerrado ahora',
  nearMe: 'Cerca de mí',
  showMap: 'Ver mapa',
  hideMap: 'Ocultar mapa',
  showOnMap: 'Mostrar en el mapa',
  /** A marker's popup: to the place's entry in the list below the map. */
  showInList: 'Ver en la lista',
  mapLabel: 'Mapa de los lugares',
  mapLoading: 'Cargando el mapa…',
  /** A numbered marker standing for places too close to tell apart at this zoom. */
  mapGroup: (count: number) => `${count} lugares cerca: acercá el mapa`,
  mapFailed: 'No pudimos cargar el mapa. La lista de abajo tiene todos los lugares.',
  mapNeedsConsent:
    'El mapa con calles carga sus imágenes de un servicio externo. Para verlo, aceptá las cookies funcionales; mientras tanto ves los departamentos, y la lista de abajo tiene todos los lugares.',
  /** The credit of the departments' outline drawn under the markers (Natural Earth asks for none; we give it). */
  baseMapCredit: 'Límites: Natural Earth',
  mapConsentButton: 'Preferencias de cookies',
  directions: 'Cómo llegar',
  hours: 'Horario',
  services: 'Servicios',
  closed: 'Cerrado',
  /** A day open round the clock. */
  wholeDay: '24 horas',
  /** A place open every hour of every day: its hours in one line. */
  alwaysOpen: 'Abierto 24 horas',
  /** One opening range of a day: '09:00–17:00'. */
  timeRange: (opens: string, closes: string) => `${opens}–${closes}`,
  /** Between two ranges of one day: '08:00–12:00 y 13:00–17:00'. */
  rangesJoin: ' y ',
  noResults: 'Ningún lugar coincide con tu búsqueda. Probá con menos filtros.',
  clearFilters: 'Quitar filtros',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total === 1 ? 'Se muestra 1 lugar' : `Se muestran ${total} lugares`}.`
      : `Se ${shown === 1 ? 'muestra 1 lugar' : `muestran ${shown} lugares`} de ${total}.`,
  geolocation: {
    locating: 'Buscando tu ubicación…',
    located: 'Ordenados del más cercano al más lejano. Tu ubicación se usa solo en este navegador.',
    denied:
      'No diste permiso para usar tu ubicación, así que la lista sigue en su orden. Si querés usarla, permitila en la configuración de tu navegador y volvé a tocar «Cerca de mí».',
    unavailable:
      'Tu navegador no puede darnos tu ubicación. Filtrá por departamento o buscá por nombre o dirección.',
    timeout: 'Tu ubicación tardó demasiado en llegar. Probá de nuevo o filtrá por departamento.',
    failed: 'No pudimos saber dónde estás. Probá de nuevo o filtrá por departamento.',
  },
  weekdays: {
    monday: 'Lunes',
    tuesday: 'Martes',
    wednesday: 'Miércoles',
    thursday: 'Jueves',
    friday: 'Viernes',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  /** Joins the first and last day of a run of days with the same hours: 'Lunes a viernes'. */
  dayRange: (first: string, last: string) => `${first} a ${last.toLowerCase()}`,
  /** The `map_provider` block (privacy page): which server the map's images come from, in this build. */
  mapProvider: {
    off: 'El mapa de agencias lo dibuja este mismo sitio, con los límites de los departamentos: ninguna página descarga imágenes de mapas de un proveedor externo.',
    sameSite:
      'Las imágenes del mapa se descargan de este mismo sitio: ningún proveedor externo recibe esas solicitudes.',
    thirdParty: (host: string, attribution: string) =>
      `Proveedor de mapas configurado: ${host}${attribution ? ` (${attribution})` : ''}. Tu navegador le pide las imágenes del mapa solo cuando abrís «Ver mapa» y después de que aceptaste las cookies funcionales.`,
  },
} as const;
