import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '../../lib/adjustable-clock.ts';

const clockState = z.object({ now: z.string(), offsetDays: z.number() });

/** Only registered with TEST_CLOCK=on: lets end-to-end tests move the server's "today". */
export async function testClockRoutes(instance: FastifyInstance, clock: AdjustableClock) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const state = () => ({ now: clock.now().toISOString(), offsetDays: clock.offset / 86400000 });
  app.get('/test/clock', { schema: { hide: true, response: { 200: clockState } } }, async () => state());
  app.post(
    '/test/clock',
    {
      schema: {
        hide: true,
        body: z.object({ offsetDays: z.number().min(-3650).max(3650) }),
        response: { 200: clockState },
      },
    },
    async (request) => {
      clock.set(request.body.offsetDays * 86400000);
      return state();
    },
  );
}
