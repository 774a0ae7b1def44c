import { setTestClockBody, testClockState } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AdjustableClock } from '../../lib/adjustable-clock.ts';
import { routeDeclarer } from '../../lib/route.ts';

/** Only registered with TEST_CLOCK=on: lets end-to-end tests move the server's "today". */
export async function testClockRoutes(instance: FastifyInstance, clock: AdjustableClock) {
  const route = routeDeclarer(instance, { tags: ['Tests'] });
  const state = () => ({ now: clock.now().toISOString(), offsetDays: clock.offset / 86400000 });
  const summary = 'Date du serveur pour les tests de bout en bout';
  route.public('GET /test/clock', {
    hidden: true,
    summary,
    answer: testClockState,
    handle: async () => state(),
  });
  route.public('POST /test/clock', {
    hidden: true,
    summary,
    body: setTestClockBody,
    answer: testClockState,
    handle: async ({ body }) => {
      clock.set(body.offsetDays * 86400000);
      return state();
    },
  });
}
