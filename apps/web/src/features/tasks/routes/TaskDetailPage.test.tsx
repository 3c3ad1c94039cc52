import type { TaskDto } from '@faena/shared/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { taskDto } from '../../../../test/fixtures';
import { AccessCard } from './TaskDetailPage';

const HIDDEN = taskDto().property;
const LINE = 'La dirección y las notas de acceso solo se ven mientras el trabajo está en marcha.';

function task(status: TaskDto['status'], viewer: Partial<TaskDto['viewer']>, property = HIDDEN): TaskDto {
  return taskDto({
    status,
    property,
    viewer: {
      isOwner: false,
      isAssignedProfessional: false,
      canEdit: false,
      canCancel: false,
      canPublish: false,
      ...viewer,
    },
  });
}

describe('AccessCard', () => {
  it('tells the former professional why there is no address, instead of an empty block', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const { unmount } = render(
        <AccessCard task={task(status, { isAssignedProfessional: true })} place="Úbeda, Jaén" />,
      );
      expect(screen.getByRole('heading', { name: 'Cómo llegar' })).toBeInTheDocument();
      expect(screen.getByText(LINE)).toBeInTheDocument();
      expect(screen.queryByText('Los Olivos', { exact: false })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the way in while the job is on, and nothing at all to anyone else', () => {
    const shown = { ...HIDDEN, address: 'Camino del Cerro, km 2', accessNotes: 'Cancela verde' };
    const { unmount } = render(
      <AccessCard task={task('in_progress', { isAssignedProfessional: true }, shown)} place="Úbeda, Jaén" />,
    );
    expect(screen.getByText('Camino del Cerro, km 2, Úbeda, Jaén')).toBeInTheDocument();
    expect(screen.getByText('Cancela verde')).toBeInTheDocument();
    expect(screen.queryByText(LINE)).not.toBeInTheDocument();
    unmount();
    const { container } = render(<AccessCard task={task('completed', {})} place="Úbeda, Jaén" />);
    expect(container).toBeEmptyDOMElement();
  });
});
