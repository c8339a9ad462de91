/**
 * bull-board, the BullMQ dashboard, at /admin/queues for the operators listed in ADMIN_EMAILS.
 * Anyone else (signed out, or signed in but not listed) gets the same 404 as an unknown path, so
 * the dashboard's existence is not revealed. Admins are recognised like any API caller: by their
 * session cookie or their Clerk session token.
 */
import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { QUEUES } from '@lexmitra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthModule } from '../auth/auth.module';
import { IdentityService } from '../auth/identity.service';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { QueueService } from '../infra/queue.service';
import { ADMIN_QUEUES_PATH } from '../common/paths';
import { adminEmails } from '../common/admins';

export { ADMIN_QUEUES_PATH };

@Module({ imports: [AuthModule] })
export class AdminQueuesModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly identity: IdentityService,
    private readonly queues: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const admins = adminEmails(this.config);
    const board = new FastifyAdapter();
    createBullBoard({ queues: Object.values(QUEUES).map((name) => new BullMQAdapter(this.queues.queue(name))), serverAdapter: board });
    const isAdmin = async (req: FastifyRequest): Promise<boolean> => {
      if (admins.size === 0) return false;
      const user = await this.identity.resolve(req, true).catch(() => undefined);
      return Boolean(user && admins.has(user.email.toLowerCase()));
    };
    // bull-board brings its own Fastify routes, not Nest's. In a scope of their own, every request
    // to them is first checked; one that is not an admin's gets Nest's own 404.
    const fastify: FastifyInstance = this.adapterHost.httpAdapter.getInstance();
    void fastify.register(async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        // The board shows jobs' data (users' ids, file names): no cache keeps it.
        reply.raw.setHeader('Cache-Control', 'no-store');
        if (!(await isAdmin(req))) return reply.callNotFound();
      });
      await scope.register(board.registerPlugin(), { prefix: ADMIN_QUEUES_PATH });
    });
  }
}
