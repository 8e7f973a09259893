import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { studentTimeZone } from '../users/users.service.js';
import { expHistory } from './exp-history.service.js';
import { todaysTasks } from './individual-tasks.service.js';
import { detectLevelDrop, restartDroppedLevel, studentNextLevel } from './level-drop.service.js';

/** Spec 1 §7 gamification: exp history, levels, the level drop's 'start again', individual tasks. */
export function rewardsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = contract.rewards;
  route(app, c.expHistory, (request) => expHistory(ctx.db, signedIn(request).id, request.query));
  route(app, c.nextLevel, (request) =>
    ctx.db.transaction(async (tx) => {
      const studentId = signedIn(request).id;
      await detectLevelDrop(tx, studentId, await studentTimeZone(tx, studentId, ctx.config.VARIANT));
      return studentNextLevel(tx, studentId);
    }),
  );
  route(app, c.dropLevelProgress, (request) =>
    ctx.db.transaction((tx) => restartDroppedLevel(tx, signedIn(request).id)),
  );
  route(app, c.individualTasks, (request) => todaysTasks(ctx.db, signedIn(request).id, ctx.config.VARIANT));
}
