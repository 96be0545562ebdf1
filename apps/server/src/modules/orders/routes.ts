import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

export function registerOrderRoutes(_app: FastifyInstance, _services: Services) {}
