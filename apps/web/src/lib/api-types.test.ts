import { describe, expectTypeOf, it } from 'vitest';
import type { Answer, CallArgs, Path, PathParams, Url } from './api-types';

// Type-level proofs of the contract's typing (the typecheck fails if they stop holding); the
// runtime half is lib/api.test.ts.
describe('the typed API (decision 0017)', () => {
  it('knows which paths serve which methods', () => {
    expectTypeOf<'/api/tasks/{taskId}'>().toExtend<Path<'get'>>();
    expectTypeOf<'/api/tasks'>().toExtend<Path<'post'>>();
    expectTypeOf<'/api/no-existe'>().not.toExtend<Path<'get'>>();
    expectTypeOf<'/api/tasks/{taskId}/publish'>().not.toExtend<Path<'get'>>();
  });

  it('asks for the path parameters and body an operation requires, and types its answer', () => {
    // A task's detail needs its id: calling without options does not typecheck.
    expectTypeOf<[]>().not.toExtend<CallArgs<'/api/tasks/{taskId}', 'get'>>();
    expectTypeOf<CallArgs<'/api/tasks/{taskId}', 'get'>[0]['path']>().toEqualTypeOf<{ taskId: string }>();
    // The unread count needs nothing.
    expectTypeOf<[]>().toExtend<CallArgs<'/api/notifications/unread-count', 'get'>>();
    // Creating a property needs its body, with the shared schema's fields.
    expectTypeOf<CallArgs<'/api/properties', 'post'>[0]['body']>().toHaveProperty('name');
    expectTypeOf<Answer<'/api/tasks/{taskId}', 'get'>['title']>().toEqualTypeOf<string>();
    expectTypeOf<Answer<'/api/notifications/unread-count', 'get'>>().toHaveProperty('unread');
  });

  it('knows the URLs of a method with their parameters filled (what the offline queue keeps)', () => {
    expectTypeOf<'/api/tasks/t1/progress'>().toExtend<Url<'post'>>();
    expectTypeOf<'/api/conversations/c1/messages'>().toExtend<Url<'post'>>();
    expectTypeOf<'/api/tasks'>().toExtend<Url<'post'>>();
    // Not a POST the server serves, and not an endpoint at all.
    expectTypeOf<'/api/notifications/unread-count'>().not.toExtend<Url<'post'>>();
    expectTypeOf<'/api/no-existe'>().not.toExtend<Url<'post'>>();
    expectTypeOf<string>().not.toExtend<Url<'post'>>();
    expectTypeOf<PathParams<'/api/tasks/{taskId}/progress', 'post'>>().toEqualTypeOf<{ taskId: string }>();
  });

  it('types the answers the screens read as the shared DTOs say', () => {
    // The e-mail preferences name every notification type (not any string).
    expectTypeOf<Answer<'/api/notifications/preferences', 'get'>['preferences']>().toHaveProperty('payment_refunded');
    expectTypeOf<Answer<'/api/notifications/preferences', 'get'>['preferences']>().not.toHaveProperty('inventado');
  });
});
