// Cables, their terminations and the cable paths they make (NetBox's dcim cabling).
import { cable, cableTermination } from './cables.js';

export const cablePlugins = [cable, cableTermination];
