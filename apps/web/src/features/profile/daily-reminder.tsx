import { type CheckinReminderBody, checkinReminderBody } from '@vapolib/contracts';
import { DEFAULT_REMINDER_HOUR, REMINDER_TEXT, timings } from '@vapolib/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { formResolver } from '../../lib/form-resolver.ts';
import { PUSH_DENIED_TEXT } from '../../lib/push/push-browser.ts';
import { useEnablePush } from '../../lib/push/use-enable-push.ts';
import { usePushStatus } from '../../lib/push/use-push-status.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useCheckinReminder } from './api/use-checkin-reminder.ts';
import { useSaveCheckinReminder } from './api/use-save-checkin-reminder.ts';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** Whether this device can show the reminder, and the way to allow it. */
function DevicePush() {
  const status = usePushStatus();
  const enable = useEnablePush();
  // Offline or refused by the server: the switch still works, the device's state is simply not known.
  if (!status.data) return null;
  if (!status.data.supported) {
    return (
      <p className="text-sm text-slate-700">
        Ce navigateur ne permet pas les notifications : le rappel ne s’affichera pas sur cet appareil. Sur
        iPhone, ajoutez d’abord Vapolib à l’écran d’accueil.
      </p>
    );
  }
  if (status.data.subscribed) {
    return <p className="text-sm font-semibold text-emerald-800">Notifications activées sur cet appareil.</p>;
  }
  const { publicKey, permission } = status.data;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Pour recevoir le rappel sur cet appareil, autorisez les notifications de Vapolib.
      </p>
      {permission === 'denied' && <p className="text-sm text-orange-800">{PUSH_DENIED_TEXT}</p>}
      {enable.isError && (
        <p role="alert" className="text-sm text-orange-800">
          {enable.error.message}
        </p>
      )}
      <Button variant="secondary" onClick={() => enable.mutate(publicKey)} disabled={enable.isPending}>
        {enable.isPending ? 'Activation…' : 'Autoriser les notifications'}
      </Button>
    </div>
  );
}

/** "Rappel quotidien" in /profil: on or off, at an hour (Paris); each change is saved at once, offline too. */
export function DailyReminder() {
  const reminder = useCheckinReminder();
  const save = useSaveCheckinReminder();
  const feedback = useTimedMessage(timings.messageClearMs);
  const { register, control, handleSubmit, watch } = useForm<CheckinReminderBody>({
    resolver: formResolver(checkinReminderBody),
    defaultValues: { actif: false, heure: DEFAULT_REMINDER_HOUR },
    values: useMemo(() => reminder.data && { ...reminder.data }, [reminder.data]),
  });
  const submit = handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (result) => feedback.show('success', result.queued ? QUEUED_TEXT : result.data.message),
        onError: (error) => feedback.show('error', error.message),
      }),
    (errors) => feedback.show('error', errors.heure?.message ?? errors.actif?.message ?? ''),
  );
  const on = watch('actif');

  return (
    <section
      aria-labelledby="daily-reminder-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="daily-reminder-title" className="text-lg font-bold">
        Rappel quotidien
      </h2>
      {reminder.isError && !reminder.data ? (
        <p role="alert" className="text-red-800">
          {reminder.error.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-slate-700">
            Une notification « {REMINDER_TEXT} » à l’heure de votre choix, seulement les jours où rien n’est
            encore noté dans votre suivi de nicotine.
          </p>
          <Checkbox
            label="Me le rappeler chaque jour"
            disabled={reminder.isPending}
            {...register('actif', { onChange: () => void submit() })}
          />
          <div>
            <label htmlFor="daily-reminder-hour" className="mb-1 block font-medium text-slate-800">
              Heure du rappel
            </label>
            <Controller
              control={control}
              name="heure"
              render={({ field }) => (
                <select
                  id="daily-reminder-hour"
                  className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
                  disabled={reminder.isPending}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={String(field.value ?? DEFAULT_REMINDER_HOUR)}
                  onChange={(event) => {
                    field.onChange(Number(event.target.value));
                    // Off, the hour is only chosen: it is saved when the reminder is turned on.
                    if (on) void submit();
                  }}
                >
                  {hours.map((hour) => (
                    <option key={hour} value={hour}>
                      {hour}
                      {'\u00a0'}h
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
          {on && <DevicePush />}
          <Banner message={feedback.message} />
        </form>
      )}
    </section>
  );
}
