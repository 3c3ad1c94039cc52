import { APPLY_REFUSALS } from '@faena/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { applyState, id, ownerPerson, profileDto, taskDto } from '../../../../test/fixtures';
import { FakeApi, renderRoute } from '../../../../test/harness';

const TASK = id(201);
const seen = taskDto({
  id: TASK,
  owner: ownerPerson(),
  viewer: { isOwner: false, isAssignedProfessional: false, canEdit: false, canCancel: false, canPublish: false },
});
const onTask = (state: ReturnType<typeof applyState>) =>
  new FakeApi().get('/api/tasks/:taskId', seen).get('/api/tasks/:taskId/apply-state', state);

afterEach(() => i18n.activate('es'));

describe('why a professional cannot apply, by its code (issue 24)', () => {
  it("shows the code's text in the active language, whatever words came with it", async () => {
    const api = onTask(
      applyState({ canApply: false, reasonCode: 'NOT_OPEN', reason: 'Esta tarea ya no admite solicitudes.' }),
    );
    await renderRoute(`/task/${TASK}`, { api, as: 'professional' });
    expect(await screen.findByText(APPLY_REFUSALS.NOT_OPEN)).toBeInTheDocument();
    act(() =>
      i18n.activate('ca', {
        [APPLY_REFUSALS.NOT_OPEN]: 'Aquesta tasca ja no admet sol·licituds: ja té professional o s’ha cancel·lat.',
      }),
    );
    expect(
      await screen.findByText('Aquesta tasca ja no admet sol·licituds: ja té professional o s’ha cancel·lat.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar sol/ })).not.toBeInTheDocument();
  });

  it('says nothing to someone who is not a professional, in any language (no Castellano prefix read)', async () => {
    act(() => i18n.activate('en', {}));
    const api = onTask(
      applyState({ canApply: false, reasonCode: 'NOT_PROFESSIONAL', reason: 'Only professionals can apply.' }),
      // An account still on the default language takes the one on screen (features/auth/language.ts).
    ).put('/api/profile/language', { ...profileDto(), language: 'en' });
    await renderRoute(`/task/${TASK}`, { api, as: 'professional' });
    await api.waitForCall('GET', '/api/tasks/:taskId/apply-state');
    await screen.findByRole('heading', { level: 1 });
    // The answer rendered (an empty slot where the form would be): nothing in any language.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Only professionals can apply.')).not.toBeInTheDocument();
    expect(screen.queryByText(APPLY_REFUSALS.NOT_PROFESSIONAL)).not.toBeInTheDocument();
  });
});
