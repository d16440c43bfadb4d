/** Texts of the preview screens (Spanish, like the site). */
export const previewMessages = {
  /** All a public build's screen says: how to build a preview is for developers (docs/deploy.md "Preview build"). */
  notConfigured: 'La vista previa no está habilitada en este sitio.',
  noTarget: 'Indicá qué página querés ver, por ejemplo /editor/?path=/banca-personas/remesa-azul/',
  invalidLink:
    'El enlace de vista previa no es válido o venció (tiene más de una hora). Abrí la vista previa de nuevo desde Storyblok.',
  loading: 'Cargando la vista previa…',
  pageMissing: (key: string) => `No hay ninguna historia «${key}» en el espacio de contenido.`,
  globalMissing:
    'Todavía no hay una historia «global» (encabezado, menús y pie de página) en el espacio de contenido.',
  failed: 'No se pudo cargar la vista previa.',
  badge: 'Vista previa · borrador',
  problems: (n: number) => (n === 1 ? '1 problema de contenido' : `${n} problemas de contenido`),
} as const;
