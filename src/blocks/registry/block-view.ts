import type { ComponentType } from 'react';
import type { Blok } from '../../content/blok';

/** A block view as the registries hold it: each takes its own block type, the registry hands it that one. */
export type AnyBlockComponent = ComponentType<{ blok: Blok }>;
