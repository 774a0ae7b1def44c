/** The kinds of device a user can say; each suggests a coil life in mL (docs/decisions). */
export const deviceKinds = ['pod', 'clearomiseur', 'reconstructible'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export const deviceKindInfo: Record<DeviceKind, { label: string; suggestedMl: number | null }> = {
  pod: { label: 'Pod', suggestedMl: 30 },
  clearomiseur: { label: 'Clearomiseur', suggestedMl: 60 },
  reconstructible: { label: 'Reconstructible', suggestedMl: null },
};

/** The coil life in mL suggested for a device of this kind; null when none is (unknown kind, rebuildable). */
export function suggestedCoilMl(kind: string | null | undefined): number | null {
  return kind && kind in deviceKindInfo ? deviceKindInfo[kind as DeviceKind].suggestedMl : null;
}
