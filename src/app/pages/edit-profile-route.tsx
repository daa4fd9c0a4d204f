import { ProfilePage } from '@/features/profile/profile-page';
import { DeleteSsoAccount } from '@/features/sso/delete-sso-account';

/** Deleting an SSO account belongs to the SSO feature; the profile page is where it shows. */
export function EditProfileRoute() {
  return <ProfilePage ssoAccountActions={<DeleteSsoAccount />} />;
}
