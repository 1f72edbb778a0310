/**
 * During shutdown, requests already being served finish normally but their answers carry
 * `Connection: close`. Without it a keep-alive socket that was busy when closing began stays
 * open until its keep-alive timeout (72 s), and `app.close()` waits for it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function gracefulClosePlugin(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
