import { messages } from '@vapolib/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storedToken } from '../../lib/auth-token.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useMaintenanceStatus } from './api/use-maintenance-status.ts';

export default function MaintenancePage() {
  useDocumentMeta('Site en maintenance', 'Vapolib est en maintenance et revient très vite.');
  const status = useMaintenanceStatus();
  const navigate = useNavigate();
  const over = status.data?.maintenance === false;

  useEffect(() => {
    if (over) navigate(storedToken() ? '/home' : '/', { replace: true });
  }, [over, navigate]);

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-12 text-center">
      <div
        className="flex h-20 w-20 items-center justify-center rounded-full bg-amber-100 text-amber-800"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-10 w-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
        </svg>
      </div>
      <h1 className="text-3xl font-extrabold">Site en maintenance</h1>
      <p className="text-lg text-slate-700" aria-live="polite">
        {status.data?.message || messages.maintenanceDefault}
      </p>
      <p className="text-sm text-slate-600">
        Cette page se met à jour toute seule dès que le site est de retour.
      </p>
    </div>
  );
}
