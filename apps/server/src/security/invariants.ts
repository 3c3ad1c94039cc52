import { type Executor, queryRows } from '@faena/db';
import { TASK_UNASSIGNED, TASK_WITH_PROFESSIONAL, type TaskStatus } from '@faena/shared';
import { sql } from 'drizzle-orm';

const statusList = (states: readonly TaskStatus[]) =>
  sql.join(
    states.map((s) => sql`${s}::task_status`),
    sql`, `,
  );

/**
 * What must hold in the database whatever requests came in. Each check is a query
 * that returns the offending rows; `violations` returns them by name, empty when all hold.
 */
const CHECKS: Record<string, ReturnType<typeof sql>> = {
  'payment amount = fee + net = work + travel': sql`
    select id from payments
    where amount_cents <> fee_cents + net_cents or amount_cents <> work_cents + travel_cents or net_cents < 0`,
  'at most one accepted application per task': sql`
    select task_id from applications where status = 'accepted' group by task_id having count(*) > 1`,
  'an accepted application is the task’s assigned professional': sql`
    select a.id from applications a join tasks t on t.id = a.task_id
    where a.status = 'accepted' and t.assigned_professional_id is distinct from a.professional_id`,
  'a task past open has its professional, an open or draft one has none': sql`
    select id from tasks
    where (status in (${statusList(TASK_WITH_PROFESSIONAL)}) and assigned_professional_id is null)
       or (status in (${statusList(TASK_UNASSIGNED)}) and assigned_professional_id is not null)`,
  'a task belongs to a property of its owner': sql`
    select t.id from tasks t join properties p on p.id = t.property_id where p.owner_id <> t.owner_id`,
  'at most one live payment per task, payer the owner, payee the professional': sql`
    select p.id from payments p join tasks t on t.id = p.task_id
    where p.payer_id <> t.owner_id or p.payee_id is distinct from t.assigned_professional_id`,
  'no attached photo without what it is attached to': sql`
    select i.id from images i
    where i.attached_to is not null and not case i.purpose
      when 'task' then exists (select 1 from tasks x where x.id = i.attached_to)
      when 'property' then exists (select 1 from properties x where x.id = i.attached_to)
      when 'progress' then exists (select 1 from progress_updates x where x.id = i.attached_to)
      when 'portfolio' then exists (select 1 from portfolio_items x where x.id = i.attached_to)
      when 'message' then exists (select 1 from messages x where x.id = i.attached_to)
      when 'avatar' then exists (select 1 from profiles x where x.id = i.attached_to)
      else true end`,
  'an avatar is an existing photo': sql`
    select p.id from profiles p where p.avatar_image_id is not null
    and not exists (select 1 from images i where i.id = p.avatar_image_id)`,
  'a profile for every user, a professional profile for every professional': sql`
    select u.id from "user" u where not exists (select 1 from profiles p where p.user_id = u.id)
    union all
    select p.id::uuid from profiles p where p.role = 'professional'
      and not exists (select 1 from field_worker_profiles f where f.profile_id = p.id)`,
  'rating counts match the published reviews': sql`
    select f.profile_id from field_worker_profiles f
    where f.rating_count <> (select count(*) from reviews r where r.reviewee_id = f.profile_id and r.published_at is not null)
    union all
    select p.id from profiles p where p.role = 'property_owner'
      and p.owner_rating_count <> (select count(*) from reviews r where r.reviewee_id = p.id and r.published_at is not null)`,
  'completed counts match the completed tasks': sql`
    select f.profile_id from field_worker_profiles f
    where f.completed_count <> (select count(*) from tasks t where t.assigned_professional_id = f.profile_id and t.status = 'completed')`,
  'a conversation is between an owner and a professional': sql`
    select c.id from conversations c
    join profiles o on o.id = c.owner_id join profiles p on p.id = c.professional_id
    where o.role <> 'property_owner' or p.role <> 'professional'`,
  'a message’s sender is one of its conversation’s two people': sql`
    select m.id from messages m join conversations c on c.id = m.conversation_id
    where m.sender_id is not null and m.sender_id not in (c.owner_id, c.professional_id)`,
  'a review is by one party of its task about the other': sql`
    select r.id from reviews r join tasks t on t.id = r.task_id
    where r.reviewer_id is not null and not (
      (r.reviewer_id = t.owner_id and r.reviewee_id = t.assigned_professional_id)
      or (r.reviewer_id = t.assigned_professional_id and r.reviewee_id = t.owner_id))`,
};

export async function violations(db: Executor): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const rows = await queryRows(db, query);
    if (rows.length > 0) out[name] = rows.slice(0, 5);
  }
  return out;
}
