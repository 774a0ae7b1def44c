import { Placeholder } from '../placeholders/placeholder.tsx';

export default function Page() {
  return (
    <Placeholder
      title="Calculateur"
      description="Calculez les quantités de base, de booster et d’arôme de votre e-liquide."
    />
  );
}
