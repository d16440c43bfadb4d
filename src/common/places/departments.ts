/**
 * The fourteen departments of El Salvador (docs/behaviour.md §10), the finder's department filter. Technical
 * values are snake_case; visitors read the name.
 */
export const departments = {
  ahuachapan: 'Ahuachapán',
  cabanas: 'Cabañas',
  chalatenango: 'Chalatenango',
  cuscatlan: 'Cuscatlán',
  la_libertad: 'La Libertad',
  la_paz: 'La Paz',
  la_union: 'La Unión',
  morazan: 'Morazán',
  san_miguel: 'San Miguel',
  san_salvador: 'San Salvador',
  san_vicente: 'San Vicente',
  santa_ana: 'Santa Ana',
  sonsonate: 'Sonsonate',
  usulutan: 'Usulután',
} as const;

export type Department = keyof typeof departments;

export const departmentValues = Object.keys(departments) as [Department, ...Department[]];
