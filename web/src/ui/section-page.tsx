import { areaTitles, type SectionDef } from '../lib/sections';
import { ModulePlaceholder } from './module-placeholder';

/** A section that is not built yet: its title, purpose and planned content. */
export function SectionPlaceholderPage({ section }: { section: SectionDef }) {
  return (
    <ModulePlaceholder
      title={section.title}
      summary={section.summary}
      plannedContent={section.plannedContent}
      eyebrow={areaTitles[section.area]}
    />
  );
}
