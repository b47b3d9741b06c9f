// Tasks HTTP: contract in, service call, contract out.
import type { FastifyInstance } from "fastify";
import { createCriticalDateTasksService } from "#server/features/tasks/task-critical-dates.service.ts";
import { createTaskPreferencesService } from "#server/features/tasks/task-preferences.service.ts";
import { createTaskStatusService } from "#server/features/tasks/task-statuses.service.ts";
import { registerTaskJobs } from "#server/features/tasks/tasks.jobs.ts";
import { createTasksService } from "#server/features/tasks/tasks.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { getLeaseLadder, putLadderDate, removeLadderDate } from "#shared/contract/task-ladder.ts";
import {
  addLeaseToTasks,
  completeTask,
  createTask,
  createTaskStatus,
  deleteTask,
  deleteTaskStatus,
  getLeaseTasks,
  getTask,
  listTaskStatuses,
  listTasks,
  searchTaskAssociations,
  setTaskStatus,
  updateTask,
  updateTaskStatus,
} from "#shared/contract/tasks.ts";
import {
  calendarFeedPath,
  createCalendarFeed,
  getTaskPreferences,
  revokeCalendarFeed,
  updateTaskPreferences,
} from "#shared/contract/task-preferences.ts";

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tasks = createTasksService(ctx.db, ctx.events);
  const statuses = createTaskStatusService(ctx.db);
  const prefs = createTaskPreferencesService(ctx.db, ctx.config.appUrl);
  const critical = createCriticalDateTasksService({ db: ctx.db, access: ctx.access, events: ctx.events, log: ctx.log });
  registerTaskJobs(ctx, critical);

  addRoute(app, ctx, listTasks, ({ user, query }) => tasks.list(user.id, query));
  addRoute(app, ctx, searchTaskAssociations, async ({ user, query }) => ({
    items: await tasks.searchAssociations(user.id, query.type, query.q),
  }));
  addRoute(app, ctx, getTask, ({ user, params }) => tasks.get(user.id, params.id));
  addRoute(app, ctx, createTask, ({ user, body }) => tasks.create(user.id, body), { status: 201 });
  addRoute(app, ctx, updateTask, ({ user, params, body }) => tasks.update(user.id, params.id, body));
  addRoute(app, ctx, deleteTask, ({ user, params }) => tasks.remove(user.id, params.id));
  addRoute(app, ctx, completeTask, ({ user, params, body }) => tasks.complete(user.id, params.id, body.completed));
  addRoute(app, ctx, setTaskStatus, ({ user, params, body }) => tasks.setStatus(user.id, params.id, body.statusId));

  addRoute(app, ctx, listTaskStatuses, async ({ user }) => ({ items: await statuses.list(user.id) }));
  addRoute(app, ctx, createTaskStatus, ({ user, body }) => statuses.create(user.id, body), { status: 201 });
  addRoute(app, ctx, updateTaskStatus, ({ user, params, body }) => statuses.update(user.id, params.id, body));
  addRoute(app, ctx, deleteTaskStatus, ({ user, params }) => statuses.remove(user.id, params.id));

  addRoute(app, ctx, getLeaseTasks, ({ user, params }) => critical.leaseTasks(user.id, params.id));
  addRoute(app, ctx, addLeaseToTasks, ({ user, params, body }) =>
    critical.addLease(user.id, params.id, body.reminderDays),
  );
  addRoute(app, ctx, getLeaseLadder, ({ user, params }) => critical.ladder(user.id, params.id));
  addRoute(app, ctx, putLadderDate, ({ user, params, body }) =>
    critical.putDate(user.id, params.id, params.key, body.reminderDays),
  );
  addRoute(app, ctx, removeLadderDate, ({ user, params }) => critical.removeDate(user.id, params.id, params.key));
  addRoute(app, ctx, getTaskPreferences, ({ user, query }) => prefs.get(user.id, query.tz));
  addRoute(app, ctx, updateTaskPreferences, ({ user, body }) => prefs.update(user.id, body));
  addRoute(app, ctx, createCalendarFeed, ({ user }) => prefs.createFeed(user.id));
  addRoute(app, ctx, revokeCalendarFeed, ({ user }) => prefs.revokeFeed(user.id));
  // The feed is read by calendar apps: no session, the secret token is the key.
  app.get<{ Params: { token: string } }>(calendarFeedPath, async (request, reply) => {
    const body = await prefs.feed(request.params.token);
    reply.header("content-type", "text/calendar; charset=utf-8");
    reply.header("cache-control", "private, max-age=300");
    return reply.send(body);
  });
}
