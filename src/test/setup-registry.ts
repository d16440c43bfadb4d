// Unit tests render blocks as the server does: with every component installed.
import { installBlockRegistry } from '../blocks/block-registry';
import { staticRegistry } from '../blocks/static-registry';

installBlockRegistry(staticRegistry);
