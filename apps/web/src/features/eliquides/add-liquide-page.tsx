import { Placeholder } from '../placeholders/placeholder.tsx';

export default function Page() {
  return <Placeholder title="Ajouter un liquide" description="Notez un nouvel e-liquide." />;
}
