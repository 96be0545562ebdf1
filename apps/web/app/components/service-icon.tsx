import {
  Box,
  Building2,
  Hammer,
  HardHat,
  House,
  KeyRound,
  Leaf,
  type LucideIcon,
  Map as MapIcon,
  Sofa,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  home: House,
  building: Building2,
  map: MapIcon,
  leaf: Leaf,
  hammer: Hammer,
  sofa: Sofa,
  box: Box,
  'hard-hat': HardHat,
  key: KeyRound,
};

/** The icon named by a service record; unknown names fall back to a building. */
export function ServiceIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Building2;
  return <Icon aria-hidden className={className} />;
}
