import * as z from 'zod/mini';
import { endpoint } from '../define';

export const health = endpoint({
  method: 'GET',
  path: '/health',
  auth: false,
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  fallback: 'Service unavailable',
  summary: 'Liveness and database check',
});
