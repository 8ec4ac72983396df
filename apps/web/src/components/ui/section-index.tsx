/**
 * The table of contents of a long form: links to its sections (hash links scroll smoothly
 * and focus the target, see navigation-effects). A sticky column on wide screens, a row of
 * links on phones.
 */
import './section-index.css';

export function SectionIndex({ label, sections }: { label: string; sections: { id: string; label: string }[] }) {
  return (
    <nav className="section-index" aria-label={label}>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
