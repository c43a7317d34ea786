// The network at its real size (issue 19 "Speed and size"): 500 designers with 4 works each and
// 100 testimonials, added through the admin REST API of a running server, as an admin would.
// Used by bench-web.mjs `--fixture=large`. Deterministic: the same names and texts every run.

const FIRST = [
  'Ada',
  'Bo',
  'Chen',
  'Dana',
  'Eli',
  'Farah',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kofi',
  'Lena',
  'Milo',
  'Nia',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Uma',
  'Vik',
  'Wren',
  'Xiu',
  'Yara',
  'Zed',
];
const LAST = [
  'Abe',
  'Berg',
  'Costa',
  'Diaz',
  'Eze',
  'Fischer',
  'Garcia',
  'Haas',
  'Ito',
  'Jensen',
  'Kim',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Okoye',
  'Park',
  'Quist',
  'Rossi',
  'Silva',
  'Tanaka',
  'Ueda',
  'Varga',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zhou',
];
const TITLES = [
  'Product Designer',
  'Brand Designer',
  'UX Researcher',
  'Motion Designer',
  'Design Systems Lead',
  '3D Artist',
  'Interaction Designer',
  'Web Designer',
];
const SKILLS = [
  'Figma',
  'Prototyping',
  'UX Research',
  'Branding',
  'Motion Design',
  'Design Systems',
  'Illustration',
  'Webflow',
  'Accessibility',
  'Typography',
  'Blender',
  'After Effects',
  'Fintech',
  'Healthtech',
  'Data Viz',
];
const PORTRAITS = [
  'amara-okafor',
  'chloe-martin',
  'jonas-lindqvist',
  'kwame-mensah',
  'mateo-fernandez',
  'priya-raman',
  'sofia-rossi',
  'yuki-tanaka',
];
const WORKS = [
  'amara-okafor-1',
  'amara-okafor-3',
  'chloe-martin-1',
  'jonas-lindqvist-2',
  'kwame-mensah-1',
  'mateo-fernandez-2',
  'priya-raman-1',
  'sofia-rossi-3',
  'yuki-tanaka-4',
];
const CATEGORIES = ['UX/UI', 'Branding', 'Motion', 'Web Design', '3D'];

/** Sends `items` through `send` with at most `concurrency` requests at once. */
async function pool(items, concurrency, send) {
  let next = 0;
  const run = async () => {
    while (next < items.length) await send(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, run));
}

/**
 * Adds the large network to the server at `base` (an origin), signed in as `admin`
 * ({ username, password }). Returns the counts added. Throws on the first failed request.
 */
export async function seedLargeNetwork(base, admin, sizes = {}) {
  const designers = sizes.designers ?? 500;
  const worksEach = sizes.worksEach ?? 4;
  const testimonials = sizes.testimonials ?? 100;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const ids = [];
  await pool(
    Array.from({ length: designers }, (_, i) => i),
    8,
    async (i) => {
      const name =
        `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${Math.floor(i / (FIRST.length * LAST.length)) || ''}`.trim();
      const designer = await post('/api/admin/designers', {
        name,
        title: TITLES[i % TITLES.length],
        bio: `${name} has designed for ${3 + (i % 9)} startups, most recently a ${CATEGORIES[i % CATEGORIES.length].toLowerCase()} project for a Series ${'ABC'[i % 3]} company.`,
        imageUrl: `/assets/demo/designers/${PORTRAITS[i % PORTRAITS.length]}.webp`,
        skills: [0, 1, 2].map((k) => SKILLS[(i * 3 + k * 5) % SKILLS.length]),
        availability: i % 4 === 0 ? 'Booked until Q3' : 'Available now',
        isAvailable: i % 4 !== 0,
        featured: false,
      });
      ids.push(designer.id);
    },
  );
  await pool(
    ids.flatMap((id) => Array.from({ length: worksEach }, (_, k) => [id, k])),
    8,
    ([id, k]) =>
      post('/api/admin/designer-works', {
        designerId: id,
        title: `Case study ${k + 1}`,
        description: 'A redesign that shipped in six weeks.',
        mediaUrl: `/assets/demo/works/${WORKS[(id + k) % WORKS.length]}.webp`,
        category: CATEGORIES[(id + k) % CATEGORIES.length],
      }),
  );
  await pool(
    Array.from({ length: testimonials }, (_, i) => i),
    8,
    (i) =>
      post('/api/admin/testimonials', {
        name: `${FIRST[(i + 7) % FIRST.length]} ${LAST[(i + 3) % LAST.length]}`,
        role: 'Head of Product',
        company: `Company ${i + 1}`,
        quote: 'They found us the right designer in a week, and the work was excellent.',
        rating: 5,
      }),
  );
  return { designers, works: designers * worksEach, testimonials };
}
