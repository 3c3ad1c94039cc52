import { ProfilePage } from '@/features/profile/routes/ProfilePage';
import { VerificationSection } from '@/features/verification/components/VerificationSection';

/** /profile: one's own profile, with a professional's verification. */
export function Component() {
  return <ProfilePage VerificationSection={VerificationSection} />;
}
