import { zSeries } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { toSeriesDto } from '../tasks';
import { endSeries, pauseSeries, resumeSeries } from './service';

const zId = z.object({ seriesId: z.uuid() });

/** Pause, resume or end a recurring task (its owner; 404 for anyone else). */
export async function seriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Tareas que se repiten'];
  const guard = { config: { access: 'signed-in' as const } };
  const actions = {
    pause: { summary: 'Pausar una serie (no se publican más hasta reanudarla)', run: pauseSeries },
    resume: { summary: 'Reanudar una serie en pausa', run: resumeSeries },
    end: { summary: 'Terminar una serie (las tareas ya publicadas siguen)', run: endSeries },
  } as const;
  for (const [name, action] of Object.entries(actions)) {
    r.post(
      `/api/series/:seriesId/${name}`,
      { ...guard, schema: { tags, summary: action.summary, params: zId, response: { 200: zSeries } } },
      async (request) => toSeriesDto(app.db, await action.run(app.db, actorOf(request), request.params.seriesId)),
    );
  }
}
