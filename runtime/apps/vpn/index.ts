// The plug-ins of the VPN application.
import { ikePolicy, ipsecProposal } from './crypto.js';
import { l2vpn, l2vpnTermination } from './l2vpn.js';
import { tunnelTermination } from './tunnels.js';

export const vpnPlugins = [ikePolicy, ipsecProposal, l2vpn, l2vpnTermination, tunnelTermination];
