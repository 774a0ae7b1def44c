import { Placeholder } from '../placeholders/placeholder.tsx';

export default function Page() {
  return (
    <Placeholder
      title="Suivi de nicotine"
      description="Votre plan de réduction de nicotine, palier par palier."
    />
  );
}
