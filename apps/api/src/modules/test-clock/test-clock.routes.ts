import { setTestClockBody, testClockState } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdjustableClock } from '../../lib/adjustable-clock.ts';

/** Only registered with TEST_CLOCK=on: lets end-to-end tests move the server's "today". */
export async function testClockRoutes(instance: FastifyInstance, clock: AdjustableClock) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const state = () => ({ now: clock.now().toISOString(), offsetDays: clock.offset / 86400000 });
  app.get('/test/clock', { schema: { hide: true, response: { 200: testClockState } } }, async () => state());
  app.post(
    '/test/clock',
    {
      schema: {
        hide: true,
        body: setTestClockBody,
        response: { 200: testClockState },
      },
    },
    async (request) => {
      clock.set(request.body.offsetDays * 86400000);
      return state();
    },
  );
}
