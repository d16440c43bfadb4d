import type { simulatorBlocks } from '../content/schemas/blocks/simulators';
import { FilaTasaBlock } from './fila-tasa';
import type { BlockComponents } from './registry';
import { SimuladorCreditoBlock } from './simulador-credito';
import { SimuladorDepositoBlock } from './simulador-deposito';
import { TablaTasasBlock } from './tabla-tasas';

export const simulatorComponents: BlockComponents<keyof typeof simulatorBlocks> = {
  simulador_credito: SimuladorCreditoBlock,
  simulador_deposito: SimuladorDepositoBlock,
  tabla_tasas: TablaTasasBlock,
  fila_tasa: FilaTasaBlock,
};
