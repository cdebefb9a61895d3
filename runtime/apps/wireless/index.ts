// The plug-ins of the wireless application (wireless LAN groups and LANs are declarations only).
import { wirelessLink } from './wireless-link.js';

export const wirelessPlugins = [wirelessLink];
