import type { DB } from '../client';
import { designers as designerRecords } from './collections';
import type {
  DirectoryFilter,
  DirectoryPage,
  PublicDesigner,
  SkillCount,
} from './designer-directory';
import type { PreviewScope } from './preview-scope';
import { allDesignerWorks, type PublicDesignerWork } from './public';

/**
 * Every designer a preview of `scope` shows (issue 39 item 5): the published ones with the drafts
 * the scope shows over them, the never-published ones the scope shows, without the ones a
 * release takes off the site; featured first, then the admins' order.
 */
function previewDesigners(db: DB, scope: PreviewScope): Promise<PublicDesigner[]> {
  return designerRecords.previewItems(db, { sort: '-featured' }, scope);
}

/** The text a preview's search looks through: name, title, bio and skills, lower case. */
const searchText = (d: PublicDesigner) =>
  [d.name, d.title, d.bio, ...d.skills].join(' ').toLowerCase();

/**
 * Whether `designer` matches `filter` in a preview: every word of `q` in its name, title, bio or
 * skills (or the name starting with `q`), the skill (case-insensitive) and availability. The
 * drafts are not in the search index, so a preview searches their text instead of ranking it.
 */
function matches(designer: PublicDesigner, filter: DirectoryFilter): boolean {
  const q = filter.q?.trim().toLowerCase() ?? '';
  if (q) {
    const text = searchText(designer);
    const words = q.split(/\s+/);
    if (!designer.name.toLowerCase().startsWith(q) && !words.every((w) => text.includes(w)))
      return false;
  }
  if (filter.skill) {
    const skill = filter.skill.toLowerCase();
    if (!designer.skills.some((s) => s.toLowerCase() === skill)) return false;
  }
  return !filter.available || designer.isAvailable;
}

/** The skills of `designers`, the most common first (ties by name), at most `limit`. */
function skillsOf(designers: PublicDesigner[], limit = 60): SkillCount[] {
  const counts = new Map<string, SkillCount>();
  for (const d of designers)
    for (const skill of new Set(d.skills)) {
      const key = skill.toLowerCase();
      const entry = counts.get(key) ?? { skill, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.skill.toLowerCase().localeCompare(b.skill.toLowerCase()))
    .slice(0, limit);
}

/**
 * One page of the directory as a preview of `scope` shows it (issue 39 item 5): the designers
 * of previewDesigners matching `filter`, paged by its limit and offset, with the total and the
 * skills to filter by. A draft designer is in this page only, never in the public directory.
 */
export async function previewDirectory(
  db: DB,
  scope: PreviewScope,
  filter: DirectoryFilter,
): Promise<DirectoryPage & { skills: SkillCount[] }> {
  const all = await previewDesigners(db, scope);
  const found = all.filter((d) => matches(d, filter));
  return {
    items: found.slice(filter.offset, filter.offset + filter.limit),
    total: found.length,
    skills: skillsOf(all),
  };
}

/**
 * The profile of the designer whose (possibly drafted) slug is `slug`, as a preview of `scope`
 * shows it, with its works in the admins' order; undefined when the preview shows no such
 * designer.
 */
export async function previewProfile(
  db: DB,
  scope: PreviewScope,
  slug: string,
): Promise<{ designer: PublicDesigner; works: PublicDesignerWork[] } | undefined> {
  const designer = (await previewDesigners(db, scope)).find((d) => d.slug === slug);
  if (!designer) return undefined;
  const works = (await allDesignerWorks(db, { preview: scope }))
    .filter((w) => w.designerId === designer.id)
    .sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
  return { designer, works };
}
