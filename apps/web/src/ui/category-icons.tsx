import type { ReactNode } from 'react';
import './icons.css';

function CategorySvg({ children }: { children: ReactNode }) {
  return (
    <svg className="icon icon--category" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function InflammatoryIcon() {
  return (
    <CategorySvg>
      <path d="M12 3c1 3 4 4.5 4 8.5a4 4 0 0 1-8 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 0-7.5z" />
      <path d="M8 20h8" />
    </CategorySvg>
  );
}

/** A sugar cube: a drop would be mistaken for Blood Health's at card size. */
export function InsulinSensitivityIcon() {
  return (
    <CategorySvg>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </CategorySvg>
  );
}

export function HeartHealthIcon() {
  return (
    <CategorySvg>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      <path d="M7 12h3l1-2 2 4 1-2h3" />
    </CategorySvg>
  );
}

export function KidneyFunctionIcon() {
  return (
    <CategorySvg>
      <path d="M9 4C5.5 4 4 7.5 4 11s1.5 8 5 8c2 0 2.5-1.5 2.5-3S10 13 10 11.5 11.5 8 11.5 6.5 10.5 4 9 4z" />
      <path d="M15 4c3.5 0 5 3.5 5 7s-1.5 8-5 8" />
      <path d="M11.5 12h3" />
    </CategorySvg>
  );
}

export function LiverFunctionIcon() {
  return (
    <CategorySvg>
      <path d="M3 9c0-2.5 2-4 5-4 4 0 7 1 11 1 1.5 0 2 1 2 2 0 4-5 10-10 10-2 0-2.5-2-3.5-3.5C6 13 3 12 3 9z" />
    </CategorySvg>
  );
}

export function HormoneLevelsIcon() {
  return (
    <CategorySvg>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.2 2.2M16.2 16.2l2.2 2.2M5.6 18.4l2.2-2.2M16.2 7.8l2.2-2.2" />
    </CategorySvg>
  );
}

export function BoneHealthIcon() {
  return (
    <CategorySvg>
      <path d="M7.5 14.5l7-7" />
      <path d="M14.5 7.5a2.5 2.5 0 1 1 3.5-3.5 2.5 2.5 0 1 1 2 4 2.5 2.5 0 1 1-3.5 2.5" />
      <path d="M9.5 16.5A2.5 2.5 0 1 1 6 20a2.5 2.5 0 1 1-2-4 2.5 2.5 0 1 1 3.5-2.5" />
    </CategorySvg>
  );
}

export function IronMetabolismIcon() {
  return (
    <CategorySvg>
      <path d="M6 4h12l-2 16H8z" />
      <path d="M9 9h6" />
      <path d="M12 9v7" />
    </CategorySvg>
  );
}

export function ElectrolyteBalanceIcon() {
  return (
    <CategorySvg>
      <path d="M13 2L5 13h6l-1 9 8-11h-6z" />
    </CategorySvg>
  );
}

export function BloodHealthIcon() {
  return (
    <CategorySvg>
      <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />
      <circle cx="12" cy="14" r="2" />
    </CategorySvg>
  );
}

/** For categories without an icon of their own. */
export function SummaryIcon() {
  return (
    <CategorySvg>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </CategorySvg>
  );
}

/** The ten categories with icons of their own (spec §2), by their English and German names. */
const ICONS: Record<string, () => ReactNode> = {
  Inflammatory: InflammatoryIcon,
  Entzündung: InflammatoryIcon,
  'Insulin Sensitivity': InsulinSensitivityIcon,
  Insulinsensitivität: InsulinSensitivityIcon,
  'Heart Health': HeartHealthIcon,
  Herzgesundheit: HeartHealthIcon,
  'Kidney Function': KidneyFunctionIcon,
  Nierenfunktion: KidneyFunctionIcon,
  'Liver Function': LiverFunctionIcon,
  Leberfunktion: LiverFunctionIcon,
  'Hormone Levels': HormoneLevelsIcon,
  Hormonspiegel: HormoneLevelsIcon,
  'Bone Health': BoneHealthIcon,
  Knochengesundheit: BoneHealthIcon,
  'Iron Metabolism': IronMetabolismIcon,
  Eisenstoffwechsel: IronMetabolismIcon,
  'Electrolyte Balance': ElectrolyteBalanceIcon,
  Elektrolythaushalt: ElectrolyteBalanceIcon,
  'Blood Health': BloodHealthIcon,
  Blutbild: BloodHealthIcon,
};

export function CategoryIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? SummaryIcon;
  return <Icon />;
}

/** Every icon with its English name, for the storybook. */
export const CATEGORY_ICON_SAMPLES: readonly { name: string }[] = [
  ...Object.keys(ICONS).filter((_, index) => index % 2 === 0),
  'Thyroid',
].map((name) => ({ name }));
