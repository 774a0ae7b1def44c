import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@vapolib/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { currentSubscription } from '../../../lib/push/push-browser.ts';
import { pushStatusKey } from '../../../lib/push/use-push-status.ts';

/** DELETE /push/subscription, then the browser forgets its subscription. */
export function useDisablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return { message: messages.pushUnsubscribed };
      const answer = await apiClient.DELETE('/api/push/subscription', {
        body: { endpoint: subscription.endpoint },
        fallback: 'Erreur désactivation des notifications',
      });
      await subscription.unsubscribe();
      return answer;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStatusKey }),
  });
}
