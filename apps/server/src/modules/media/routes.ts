import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

export function registerMediaRoutes(_app: FastifyInstance, _services: Services) {}
