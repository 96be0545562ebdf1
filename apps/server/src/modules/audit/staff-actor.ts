import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../plugins/staff-auth.ts';

/** The staff member making a change, as every audit row records them: who, and from where. */
export interface StaffActor {
  id: string;
  name: string;
  /** The client IP of the request (through the configured TRUST_PROXY only). */
  ip: string;
}

/** The signed-in member of a staff route, as the services that audit their changes take them. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const { user } = staffOf(request);
  return { id: user.id, name: user.name, ip: request.ctx.clientIp };
}
