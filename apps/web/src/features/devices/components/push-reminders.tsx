import { timings } from '@vapolib/domain';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PUSH_DENIED_TEXT } from '../../../lib/push/push-browser.ts';
import { useEnablePush } from '../../../lib/push/use-enable-push.ts';
import { usePushStatus } from '../../../lib/push/use-push-status.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useDisablePush } from '../api/use-disable-push.ts';

const EMAIL_TOO = 'Un e-mail vous est aussi envoyé quand une résistance arrive en fin de vie.';

function BellIcon({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      {!on && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** "Rappels": Web Push on this browser for coils that reach their end of life, on or off. */
export function PushReminders() {
  const status = usePushStatus();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const feedback = useTimedMessage(timings.messageClearMs);
  const busy = enable.isPending || disable.isPending;

  const turnOn = (publicKey: string) => {
    feedback.clear();
    enable.mutate(publicKey, {
      onSuccess: (answer) => feedback.show('success', answer.message),
      onError: (error) => feedback.show('error', error.message),
    });
  };
  const turnOff = () => {
    feedback.clear();
    disable.mutate(undefined, {
      onSuccess: (answer) => feedback.show('success', answer.message),
      onError: (error) => feedback.show('error', error.message),
    });
  };

  let body: React.ReactNode;
  if (status.isPending) {
    body = <p className="text-slate-700">Vérification des notifications…</p>;
  } else if (status.isError) {
    body = (
      <p role="alert" className="text-red-800">
        {status.error.message}
      </p>
    );
  } else if (!status.data.supported) {
    body = (
      <p className="text-slate-700">
        Ce navigateur ne permet pas les notifications. Sur iPhone, ajoutez d’abord Vapolib à l’écran
        d’accueil. {EMAIL_TOO}
      </p>
    );
  } else if (status.data.subscribed) {
    body = (
      <>
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <BellIcon on /> Notifications activées sur cet appareil
        </p>
        <p className="text-slate-700">
          Vous serez prévenu ici le jour où une résistance est à remplacer. {EMAIL_TOO}
        </p>
        <Button variant="secondary" onClick={turnOff} disabled={busy}>
          Désactiver sur cet appareil
        </Button>
      </>
    );
  } else {
    const { publicKey, permission } = status.data;
    body = (
      <>
        <p className="flex items-center gap-2 font-semibold text-slate-800">
          <BellIcon on={false} /> Notifications désactivées sur cet appareil
        </p>
        <p className="text-slate-700">
          Recevez une notification le jour où une résistance est à remplacer. {EMAIL_TOO}
        </p>
        {permission === 'denied' && <p className="text-orange-800">{PUSH_DENIED_TEXT}</p>}
        <Button onClick={() => turnOn(publicKey)} disabled={busy}>
          {enable.isPending ? 'Activation…' : 'Activer les notifications'}
        </Button>
      </>
    );
  }

  return (
    <section
      aria-labelledby="rappels-title"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="rappels-title" className="text-xl font-bold">
        Rappels
      </h2>
      {body}
      <Banner message={feedback.message} />
    </section>
  );
}
