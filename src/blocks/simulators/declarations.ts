import type { simulatorBlocks } from '../../content/schemas/blocks/simulators';
import { lazy, type BlockDeclarations } from '../registry/declare';

/** Simulators and the rates table they read (docs/behaviour.md §2.25): each block once, each its own chunk. */
export const simulatorDeclarations: BlockDeclarations<keyof typeof simulatorBlocks> = {
  simulador_credito: lazy(() => import('./simulador-credito').then((m) => m.SimuladorCreditoBlock)),
  simulador_deposito: lazy(() => import('./simulador-deposito').then((m) => m.SimuladorDepositoBlock)),
  tabla_tasas: lazy(() => import('./tabla-tasas').then((m) => m.TablaTasasBlock)),
  fila_tasa: lazy(() => import('./fila-tasa').then((m) => m.FilaTasaBlock)),
};
