import type { ProfileDto, UploadedImage } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar } from '@/components/Avatar';
import { PhotoUploader } from '@/components/PhotoUploader';
import { authKeys } from '@/features/auth/api';
import { ApiError, errorMessage } from '@/lib/api';
import { announceChange } from '@/lib/changes';
import { toast } from '@/lib/toast';
import { setAvatar } from '../api';

/**
 * The profile photo: chosen with the shared picker (uploaded at once), saved as soon as it is
 * uploaded or removed. It shows in the header, the portfolio, applications and offers.
 */
export function AvatarForm({ profile }: { profile: ProfileDto }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const onChange = async (images: UploadedImage[]) => {
    const chosen = images[0] ?? null;
    setError(undefined);
    setSaving(true);
    try {
      const saved = await setAvatar({ imageId: chosen?.id ?? null });
      queryClient.setQueryData(authKeys.profile(profile.userId), saved);
      announceChange({ type: 'profile.changed', data: {} });
      toast({ title: chosen ? t`Foto de perfil guardada` : t`Foto de perfil quitada` });
    } catch (e) {
      setError(e instanceof ApiError && e.fields?.imageId ? e.fields.imageId : errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar url={profile.avatarUrl} name={profile.firstName} size="xl" />
      <div className="min-w-0 flex-1">
        <PhotoUploader
          purpose="avatar"
          max={1}
          label={t`Foto de perfil`}
          value={profile.avatar ? [profile.avatar] : []}
          onChange={(images) => void onChange(images)}
          error={error}
          disabled={saving}
        />
      </div>
    </div>
  );
}
