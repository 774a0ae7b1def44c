import { Placeholder } from '../placeholders/placeholder.tsx';

export default function Page() {
  return (
    <Placeholder title="Mes résistances" description="Suivez vos cigarettes et l’usure de vos résistances." />
  );
}
