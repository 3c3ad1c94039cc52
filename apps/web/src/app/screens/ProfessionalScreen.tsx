import { MessageButton } from '@/features/messages/components/MessageButton';
import { ProfessionalPage } from '@/features/professionals/routes/ProfessionalPage';

/** /professional/:professionalId: the public profile and portfolio, with 'Enviar mensaje'. */
export function Component() {
  return <ProfessionalPage MessageButton={MessageButton} />;
}
