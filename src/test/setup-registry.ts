// Unit tests render blocks as the server does: with every component installed.
import { installBlockRegistry } from '../blocks/registry/installed-registry';
import { loadEveryBlock } from '../blocks/registry/static-registry';

installBlockRegistry(await loadEveryBlock());
