/**
 * The tests' local servers (feeds, images) listen on loopback, which the server refuses to fetch
 * from unless the operator allows it (decision 035): the allowance the tests run with.
 */
import { OutboundGuard } from '../lib/outbound-guard.js';

export const LOCAL_SERVERS = ['127.0.0.1', '::1', 'localhost'];
export const LOCAL_SERVERS_GUARD = new OutboundGuard(LOCAL_SERVERS);
