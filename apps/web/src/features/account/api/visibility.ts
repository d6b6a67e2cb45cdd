/** Who sees the e-mail, the phone and the follower lists: `users/profile_update` with the profile as it is and the one flag changed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { userQueries, type User } from '../../../lib/queries/users';

type Flags = Partial<Pick<User, 'is_show_email' | 'is_show_phone' | 'show_profile'>>;

function profileBody(user: User, flags: Flags) {
  const flag = (b: boolean): '1' | '0' => (b ? '1' : '0');
  return {
    user_id: user.user_id,
    user_name: user.user_name,
    user_email: user.user_email,
    user_phone: user.user_phone,
    user_address: user.user_address,
    city: user.city,
    user_about_me: user.user_about_me,
    whatsapp: user.whatsapp,
    messenger: user.messenger,
    user_lat: user.user_lat === null ? '' : String(user.user_lat),
    user_lng: user.user_lng === null ? '' : String(user.user_lng),
    is_show_email: flag(flags.is_show_email ?? user.is_show_email),
    is_show_phone: flag(flags.is_show_phone ?? user.is_show_phone),
    show_profile: flag(flags.show_profile ?? user.show_profile),
    current_password: '',
  };
}

export function useUpdateVisibility(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: Flags) => call('users/profile_update', { body: profileBody(user, flags) }),
    onSuccess: (saved) => queryClient.setQueryData(userQueries.detail(user.user_id).queryKey, saved),
  });
}
