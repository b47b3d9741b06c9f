// Renders synthetic business cards into fixtures/cards/ with answer_keys.json (same shape as the shared
// fixtures). Deterministic (seeded), so re-running reproduces the committed files.
// Fonts: DejaVu (Debian fonts-dejavu-core) and Liberation (fonts-liberation) when present; any missing
// font falls back to the canvas default sans-serif so the script still runs.
// Usage: npx tsx scripts/generate-card-fixtures.ts
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";

const OUT = path.resolve(import.meta.dirname, "..", "fixtures", "cards");

const FONT_FILES: [string, string][] = [
  ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "DejaVu Sans"],
  ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "DejaVu Sans"],
  ["/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "DejaVu Serif"],
  ["/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", "DejaVu Serif"],
  ["/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf", "DejaVu Sans Condensed"],
  ["/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf", "DejaVu Sans Condensed"],
  ["/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf", "Liberation Sans"],
  ["/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", "Liberation Sans"],
  ["/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf", "Liberation Serif"],
  ["/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf", "Liberation Serif"],
  ["/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf", "Liberation Mono"],
  ["/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf", "Liberation Sans Narrow"],
  ["/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf", "Liberation Sans Narrow"],
];
const families = new Set<string>();
for (const [file, family] of FONT_FILES)
  if (existsSync(file)) {
    GlobalFonts.registerFromPath(file, family);
    families.add(family);
  }
const font = (family: string) => (families.has(family) ? `"${family}"` : "sans-serif");

// Seeded PRNG (mulberry32) so the fixtures are reproducible.
let seed = 20240611;
function rand(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (a: number, b: number) => a + rand() * (b - a);

type Fields = {
  firstName: string | null;
  lastName: string | null;
  position: string | null;
  company: string | null;
  email: string | null;
  website: string | null;
  phone: string | null;
  companyPhone: string | null;
  address: string | null;
  linkedin: string | null;
  companyLinkedin: string | null;
};

type Layout = "left" | "centered" | "two-column" | "logo-block" | "right";
type Look = "clean" | "dark" | "low-contrast" | "tinted" | "band" | "split";
type Shot = "flat" | "tilt" | "photo" | "rot90" | "noisy" | "blur" | "small" | "perspective";

type Spec = {
  file: string;
  layout: Layout;
  look: Look;
  shot: Shot;
  bodyFont: string;
  nameFont: string;
  name: string; // as printed
  title: string | null;
  company: string | null;
  companyUpper?: boolean;
  email: string | null;
  website: string | null; // as printed
  phones: { label: string; value: string; role: "person" | "company" | "fax" }[];
  address: string[]; // printed lines
  linkedin?: string;
  companyLinkedin?: string;
  extra?: string[]; // department, tagline, licence number: never a field
  /** Name and title printed on one line ("Name, Title"). */
  titleInline?: boolean;
  /** Perspective shots: how hard the photo is (0 = mild .. 1 = harsh). */
  harsh?: number;
  notes: string;
};

const specs: Spec[] = [
  {
    file: "card01_left_clean.png",
    layout: "left",
    look: "clean",
    shot: "flat",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "Megan Alvarez",
    title: "Senior Associate",
    company: "Harbor Point Realty",
    email: "malvarez@harborpointrealty.com",
    website: "www.harborpointrealty.com",
    phones: [
      { label: "Direct:", value: "(617) 555-0142", role: "person" },
      { label: "Office:", value: "(617) 555-0100", role: "company" },
    ],
    address: ["125 Summer Street, Suite 900", "Boston, MA 02110"],
    notes: "plain left-aligned, two-line address",
  },
  {
    file: "card02_centered_serif.png",
    layout: "centered",
    look: "clean",
    shot: "tilt",
    bodyFont: "DejaVu Serif",
    nameFont: "DejaVu Serif",
    name: "Jonathan Reyes",
    title: "Managing Director",
    company: "Keystone Commercial Partners",
    email: "jreyes@keystonecp.com",
    website: "keystonecp.com",
    phones: [
      { label: "M", value: "212.555.0187", role: "person" },
      { label: "O", value: "212.555.0110", role: "company" },
    ],
    address: ["350 Fifth Avenue, 41st Floor", "New York, NY 10118"],
    notes: "centered serif, M/O labels, tilted 4 degrees",
  },
  {
    file: "card03_two_column.png",
    layout: "two-column",
    look: "clean",
    shot: "flat",
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Sans",
    name: "Priya Natarajan",
    title: "Vice President",
    company: "Bluestone Properties LLC",
    email: "priya.natarajan@bluestoneprop.com",
    website: "https://www.bluestoneprop.com",
    phones: [
      { label: "Mobile", value: "+1 415 555 0199", role: "person" },
      { label: "Fax", value: "+1 415 555 0198", role: "fax" },
    ],
    address: ["44 Montgomery St", "San Francisco, CA 94104"],
    linkedin: "linkedin.com/in/priyanatarajan",
    notes: "two columns, fax must be ignored, personal LinkedIn",
  },
  {
    file: "card04_dark.png",
    layout: "left",
    look: "dark",
    shot: "flat",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "Marcus Holloway",
    title: "Principal",
    company: "NORTHGATE",
    companyUpper: true,
    email: "marcus@northgate-re.com",
    website: "northgate-re.com",
    phones: [{ label: "", value: "(312) 555-0163", role: "person" }],
    address: ["200 W Madison St", "Chicago, IL 60606"],
    extra: ["Industrial & Logistics"],
    notes: "light text on a dark card, one unlabelled phone, upper-case company",
  },
  {
    file: "card05_logo_block.png",
    layout: "logo-block",
    look: "clean",
    shot: "tilt",
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Serif",
    name: "Sarah O'Connell",
    title: "Leasing Director",
    company: "Meridian Group",
    email: "soconnell@meridiangroup.com",
    website: "www.meridiangroup.com",
    phones: [
      { label: "T", value: "(404) 555-0121", role: "person" },
      { label: "Main", value: "(404) 555-0100", role: "company" },
    ],
    address: ["1180 Peachtree St NE", "Atlanta, GA 30309"],
    notes: "logo block with initials, tilted -5 degrees",
  },
  {
    file: "card06_low_contrast.png",
    layout: "left",
    look: "low-contrast",
    shot: "flat",
    bodyFont: "DejaVu Sans Condensed",
    nameFont: "DejaVu Sans Condensed",
    name: "Daniel Kim",
    title: "Broker",
    company: "Crescent Capital Advisors",
    email: "dkim@crescentcap.com",
    website: null,
    phones: [
      { label: "Cell", value: "206-555-0134", role: "person" },
      { label: "Tel", value: "206-555-0150", role: "company" },
    ],
    address: ["1201 3rd Ave, Suite 2200", "Seattle, WA 98101"],
    notes: "grey on light grey, no website",
  },
  {
    file: "card07_photo.jpg",
    layout: "centered",
    look: "clean",
    shot: "photo",
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Sans",
    name: "Emily Carter",
    title: "Senior Vice President",
    company: "Oakline Real Estate",
    email: "ecarter@oakline.com",
    website: "www.oakline.com",
    phones: [
      { label: "D", value: "(214) 555-0177", role: "person" },
      { label: "O", value: "(214) 555-0170", role: "company" },
    ],
    address: ["2100 Ross Avenue, Suite 1500", "Dallas, TX 75201"],
    notes: "photographed on a dark surface with uneven light, rotated",
  },
  {
    file: "card08_rot90.png",
    layout: "left",
    look: "clean",
    shot: "rot90",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "Thomas Becker",
    title: "Investment Sales Associate",
    company: "Atlas Industrial Group",
    email: "tbecker@atlasindustrial.com",
    website: "atlasindustrial.com",
    phones: [{ label: "Phone:", value: "(602) 555-0111", role: "person" }],
    address: ["2398 E Camelback Rd", "Phoenix, AZ 85016"],
    notes: "scanned sideways (90 degrees)",
  },
  {
    file: "card09_uk.png",
    layout: "right",
    look: "clean",
    shot: "tilt",
    bodyFont: "Liberation Serif",
    nameFont: "Liberation Serif",
    name: "Oliver Bennett",
    title: "Partner",
    company: "Summit & Vale Ltd",
    email: "oliver.bennett@summitvale.co.uk",
    website: "www.summitvale.co.uk",
    phones: [
      { label: "M:", value: "+44 7700 900123", role: "person" },
      { label: "T:", value: "+44 20 7946 0958", role: "company" },
    ],
    address: ["22 Bishopsgate", "London EC2N 4BQ"],
    notes: "UK card, right-aligned; M is the person's, T the office's (decision 0043, sixth pass)",
  },
  {
    file: "card10_canada.png",
    layout: "two-column",
    look: "tinted",
    shot: "flat",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Serif",
    name: "Chloe Tremblay",
    title: "Sales Representative",
    company: "Maple Leaf Realty Inc.",
    email: "chloe@mapleleafrealty.ca",
    website: "www.mapleleafrealty.ca",
    phones: [
      { label: "Cell:", value: "416-555-0193", role: "person" },
      { label: "Office:", value: "416-555-0190", role: "company" },
    ],
    address: ["181 Bay Street, Suite 300", "Toronto, ON M5J 2T3"],
    notes: "Canadian postal code, tinted background",
  },
  {
    file: "card11_noisy.jpg",
    layout: "left",
    look: "clean",
    shot: "noisy",
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Sans",
    name: "Rachel Goldberg",
    title: "Executive Vice President",
    company: "Redwood Tenant Advisors",
    email: "rgoldberg@redwoodta.com",
    website: "www.redwoodta.com",
    phones: [
      { label: "direct", value: "310.555.0148", role: "person" },
      { label: "main", value: "310.555.0140", role: "company" },
    ],
    address: ["1999 Avenue of the Stars", "Los Angeles, CA 90067"],
    notes: "sensor noise, JPEG",
  },
  {
    file: "card12_blur.png",
    layout: "centered",
    look: "clean",
    shot: "blur",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "Kevin Tran",
    title: "Associate",
    company: "Pinnacle Retail Group",
    email: "kevin.tran@pinnacleretail.com",
    website: "pinnacleretail.com",
    phones: [
      { label: "", value: "(305) 555-0126", role: "person" },
      { label: "", value: "(305) 555-0120", role: "company" },
    ],
    address: ["801 Brickell Ave", "Miami, FL 33131"],
    notes: "slightly blurred; two unlabelled numbers (first person, second company)",
  },
  {
    file: "card13_band.png",
    layout: "left",
    look: "band",
    shot: "flat",
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Sans",
    name: "Laura Jensen",
    title: "Director of Leasing",
    company: "Cornerstone Properties",
    email: "ljensen@cornerstoneprop.com",
    website: "www.cornerstoneprop.com",
    phones: [
      { label: "Cell", value: "(720) 555-0155", role: "person" },
      { label: "Tel", value: "(720) 555-0150", role: "company" },
      { label: "Fax", value: "(720) 555-0151", role: "fax" },
    ],
    address: ["1600 Broadway, Suite 1100", "Denver, CO 80202"],
    notes: "contact block printed white on a grey band (like the Contoso photo)",
  },
  {
    file: "card14_gmail.png",
    layout: "left",
    look: "clean",
    shot: "tilt",
    bodyFont: "DejaVu Serif",
    nameFont: "DejaVu Serif",
    name: "Robert Nguyen",
    title: "Realtor",
    company: "Lakeshore Realty",
    email: "robert.nguyen.realtor@gmail.com",
    website: null,
    phones: [{ label: "Cell", value: "(773) 555-0182", role: "person" }],
    address: [],
    notes: "free-mail address, no website, no address",
  },
  {
    file: "card15_mono.png",
    layout: "left",
    look: "clean",
    shot: "flat",
    bodyFont: "Liberation Mono",
    nameFont: "Liberation Sans",
    name: "Ana Sofia Morales",
    title: "Managing Partner",
    company: "Vista Ridge Partners",
    email: "asmorales@vistaridge.com",
    website: "vistaridge.com",
    phones: [{ label: "Mobile:", value: "512-555-0164", role: "person" }],
    address: ["600 Congress Ave, Floor 14", "Austin, TX 78701"],
    linkedin: "linkedin.com/in/anasofiamorales",
    companyLinkedin: "linkedin.com/company/vista-ridge-partners",
    notes: "monospace body, multi-word first name split at first space, person and company LinkedIn",
  },
  {
    file: "card16_photo_dark.jpg",
    layout: "two-column",
    look: "dark",
    shot: "photo",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "James Whitaker",
    title: "Principal Broker",
    company: "Granite Peak Commercial",
    email: "james@granitepeak.com",
    website: "www.granitepeak.com",
    phones: [
      { label: "C", value: "801-555-0171", role: "person" },
      { label: "O", value: "801-555-0170", role: "company" },
    ],
    address: ["15 W South Temple, Suite 600", "Salt Lake City, UT 84101"],
    notes: "dark card photographed on a surface",
  },
  {
    file: "card17_small.png",
    layout: "centered",
    look: "clean",
    shot: "small",
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Sans",
    name: "Hannah Fischer",
    title: "Research Analyst",
    company: "Beacon Hill Capital",
    email: "hfischer@beaconhillcap.com",
    website: "www.beaconhillcap.com",
    phones: [{ label: "Tel", value: "(617) 555-0133", role: "person" }],
    address: ["60 State Street", "Boston, MA 02109"],
    notes: "low resolution scan (upscaling needed); the only number is the person's (decision 0043, sixth pass)",
  },
  {
    file: "card18_caps_name.png",
    layout: "right",
    look: "tinted",
    shot: "tilt",
    bodyFont: "DejaVu Sans Condensed",
    nameFont: "DejaVu Sans",
    name: "MICHAEL PORTER",
    title: "Chief Executive Officer",
    company: "Porter Development Co.",
    email: "mporter@porterdev.com",
    website: "www.porterdev.com",
    phones: [
      { label: "Direct", value: "(615) 555-0119", role: "person" },
      { label: "Office", value: "(615) 555-0110", role: "company" },
    ],
    address: ["424 Church St", "Nashville, TN 37219"],
    notes: "upper-case name (returned in title case), right-aligned, tilted",
  },
  {
    file: "card19_one_line_contacts.png",
    layout: "centered",
    look: "clean",
    shot: "flat",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Serif",
    name: "Grace Liu",
    title: "Vice President, Capital Markets",
    company: "Sterling Bay Advisors",
    email: "gliu@sterlingbayadv.com",
    website: "sterlingbayadv.com",
    phones: [
      { label: "T", value: "312.555.0122", role: "person" },
      { label: "F", value: "312.555.0123", role: "fax" },
    ],
    address: ["333 N Green St", "Chicago, IL 60607"],
    extra: ["Licensed in Illinois"],
    notes: "phone and fax on one line separated by a bar",
  },
  {
    file: "card20_photo_lowcontrast.jpg",
    layout: "left",
    look: "low-contrast",
    shot: "photo",
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Sans",
    name: "Victor Ramirez",
    title: "Senior Broker",
    company: "Sunbelt Realty Partners",
    email: "vramirez@sunbeltrp.com",
    website: "www.sunbeltrp.com",
    phones: [
      { label: "Cell:", value: "(480) 555-0188", role: "person" },
      { label: "Office:", value: "(480) 555-0180", role: "company" },
    ],
    address: ["7150 E Camelback Rd", "Scottsdale, AZ 85251"],
    notes: "low contrast card, photographed",
  },
  {
    file: "card21_single_line_address.png",
    layout: "left",
    look: "clean",
    shot: "tilt",
    bodyFont: "Liberation Sans Narrow",
    nameFont: "Liberation Sans Narrow",
    name: "Natalie Brooks",
    title: "Property Manager",
    company: "Elm Street Management",
    email: "nbrooks@elmstreetmgmt.com",
    website: "www.elmstreetmgmt.com",
    phones: [
      { label: "Main", value: "(503) 555-0145", role: "company" },
      { label: "Cell", value: "(503) 555-0149", role: "person" },
    ],
    address: ["909 SW Washington St, Portland, OR 97205"],
    notes: "address on one line, narrow font, company number printed first",
  },
  {
    file: "card22_rot180.png",
    layout: "centered",
    look: "clean",
    shot: "flat",
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "Samuel Ortiz",
    title: "Associate Director",
    company: "Ironwood Partners",
    email: "sortiz@ironwoodpartners.com",
    website: "www.ironwoodpartners.com",
    phones: [{ label: "M", value: "(619) 555-0137", role: "person" }],
    address: ["501 W Broadway, Suite 800", "San Diego, CA 92101"],
    notes: "scanned upside down (180 degrees)",
  },
  // Photo-like cards (perspective, blur, uneven light, JPEG artefacts, textured desk); each adds a
  // real-world layout quirk. Appended last so the PRNG sequence of the cards above is unchanged.
  {
    file: "card23_persp_split.jpg",
    layout: "right",
    look: "split",
    shot: "perspective",
    harsh: 0.6,
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "Elena Petrova",
    title: "Senior Vice President",
    company: "VANTAGE",
    companyUpper: true,
    email: "elena.petrova@vantagecre.com",
    website: "https://www.vantagecre.com/",
    phones: [
      { label: "Cell:", value: "+1 (702) 555-0148", role: "person" },
      { label: "Tel:", value: "+1 (702) 555-0100", role: "company" },
      { label: "Fax:", value: "+1 (702) 555-0199", role: "fax" },
    ],
    address: ["3960 Howard Hughes Pkwy", "Las Vegas, NV 89169"],
    extra: ["Capital Markets Group"],
    notes: "Contoso-like: diagonal colour blocks, contacts white on grey, photographed at an angle",
  },
  {
    file: "card24_persp_inline_title.jpg",
    layout: "left",
    look: "clean",
    shot: "perspective",
    harsh: 0.5,
    bodyFont: "Liberation Sans",
    nameFont: "Liberation Sans",
    name: "Robert Chen",
    title: "Managing Director",
    titleInline: true,
    company: "Lakeshore Realty Advisors",
    email: "rchen@lakeshorerealty.com",
    website: "lakeshorerealty.com",
    phones: [
      { label: "F", value: "312.555.0191", role: "fax" },
      { label: "M", value: "312.555.0177", role: "person" },
      { label: "O", value: "312.555.0170", role: "company" },
    ],
    address: ["233 S Wacker Dr, Suite 4400", "Chicago, IL 60606"],
    notes: "name and title on one line, fax printed first, photographed at an angle",
  },
  {
    file: "card25_persp_dim.jpg",
    layout: "centered",
    look: "tinted",
    shot: "perspective",
    harsh: 0.9,
    bodyFont: "DejaVu Serif",
    nameFont: "DejaVu Serif",
    name: "OLIVIA GRANT",
    title: "Leasing Manager",
    company: "Summit Ridge Properties",
    email: "ogrant@summitridgeprop.com",
    website: "www.summitridgeprop.com",
    phones: [
      { label: "Direct", value: "(303) 555-0162", role: "person" },
      { label: "Main", value: "(303) 555-0160", role: "company" },
    ],
    address: ["1700 Lincoln St, Floor 12", "Denver, CO 80203"],
    notes: "upper-case serif name, dim uneven light, strong perspective, heavy JPEG",
  },
  {
    file: "card26_persp_dark_blur.jpg",
    layout: "left",
    look: "dark",
    shot: "perspective",
    harsh: 0.7,
    bodyFont: "DejaVu Sans Condensed",
    nameFont: "DejaVu Sans",
    name: "Tomás Rivera",
    title: "Investment Sales Broker",
    company: "Pacific Crest Commercial",
    email: "trivera@pacificcrest.com",
    website: "pacificcrest.com",
    phones: [{ label: "P:", value: "619-555-0183", role: "person" }],
    address: ["600 B Street, Suite 1500", "San Diego, CA 92101"],
    notes: "light text on a dark card, out of focus, P: label, accented first name",
  },
  {
    file: "card27_persp_far.jpg",
    layout: "left",
    look: "clean",
    shot: "perspective",
    harsh: 0.3,
    bodyFont: "DejaVu Sans",
    nameFont: "DejaVu Sans",
    name: "Grace Okafor",
    title: "Director of Acquisitions",
    company: "Riverbend Capital Partners",
    email: "gokafor@riverbendcap.com",
    website: "www.riverbendcap.com",
    phones: [
      { label: "Mobile", value: "(512) 555-0126", role: "person" },
      { label: "Office", value: "(512) 555-0120", role: "company" },
    ],
    address: ["98 San Jacinto Blvd, Suite 1900", "Austin, TX 78701"],
    notes: "a full-resolution photo with the card small in the frame (text must be read from a closer crop)",
  },
];

type Palette = { bg: string; fg: string; accent: string; muted: string };

function palette(look: Look): Palette {
  switch (look) {
    case "dark":
      return { bg: "#1f2a36", fg: "#f2f2f2", accent: "#e0b04a", muted: "#c9ced6" };
    case "low-contrast":
      return { bg: "#e4e4e0", fg: "#8a8a86", accent: "#7c8790", muted: "#92928e" };
    case "tinted":
      return { bg: "#f3ead8", fg: "#2d2a26", accent: "#8a3b2e", muted: "#4a453f" };
    case "band":
      return { bg: "#ffffff", fg: "#1a1a1a", accent: "#3b5b8c", muted: "#333333" };
    case "split":
      return { bg: "#f7f8fa", fg: "#161616", accent: "#ffffff", muted: "#222222" };
    default:
      return { bg: "#fbfbf8", fg: "#1b1b1b", accent: "#1d4e89", muted: "#3c3c3c" };
  }
}

function contactLines(s: Spec): string[] {
  const out: string[] = [];
  if (s.file.includes("one_line")) {
    out.push(s.phones.map((p) => `${p.label} ${p.value}`).join("  |  "));
  } else {
    for (const p of s.phones) out.push(p.label ? `${p.label} ${p.value}` : p.value);
  }
  if (s.email) out.push(s.email);
  if (s.website) out.push(s.website);
  if (s.linkedin) out.push(s.linkedin);
  if (s.companyLinkedin) out.push(s.companyLinkedin);
  return out;
}

const W = 1050;
const H = 600;

function renderCard(s: Spec): Canvas {
  const c = createCanvas(W, H);
  const ctx = c.getContext("2d");
  const pal = palette(s.look);
  ctx.fillStyle = pal.bg;
  ctx.fillRect(0, 0, W, H);
  const nameF = font(s.nameFont);
  const bodyF = font(s.bodyFont);
  const companyText = s.company ?? "";
  const contacts = contactLines(s);
  const body = [...(s.extra ?? [])];
  const lineH = 34;
  const text = (
    t: string,
    x: number,
    y: number,
    size: number,
    f: string,
    color: string,
    bold = false,
    align: CanvasTextAlign = "left",
  ) => {
    ctx.font = `${bold ? "bold " : ""}${size}px ${f}`;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.textBaseline = "alphabetic";
    ctx.fillText(t, x, y);
  };

  if (s.layout === "two-column") {
    // Left: company, name, title. Right: contacts and address. A thin rule between.
    ctx.fillStyle = pal.accent;
    ctx.fillRect(540, 60, 3, H - 120);
    text(companyText, 60, 110, 34, nameF, pal.accent, true);
    text(s.name, 60, 300, 46, nameF, pal.fg, true);
    if (s.title) text(s.title, 60, 348, 26, bodyF, pal.muted);
    let y = 120;
    for (const l of [...contacts, ...s.address, ...body]) {
      text(l, 580, y, 23, bodyF, pal.fg);
      y += lineH;
    }
    return c;
  }

  if (s.look === "band") {
    // Lower third is a grey band with white lettering.
    ctx.fillStyle = "#9ea3a8";
    ctx.fillRect(0, 330, W, H - 330);
  }
  if (s.look === "split") {
    // Contoso-like: a blue-grey block top left and a grey triangle bottom left, white lettering on them.
    ctx.fillStyle = "#9aa6bd";
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(W * 0.55, 0);
    ctx.lineTo(W * 0.3, H * 0.55);
    ctx.lineTo(0, H);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "#a3a3a3";
    ctx.beginPath();
    ctx.moveTo(W * 0.3, H * 0.55);
    ctx.lineTo(W * 0.68, H);
    ctx.lineTo(0, H);
    ctx.closePath();
    ctx.fill();
    text(companyText, 50, 95, 50, nameF, "#ffffff", false);
    text(s.name, W - 50, 170, 50, nameF, pal.fg, true, "right");
    let yy = 215;
    for (const l of [s.title ?? "", ...(s.extra ?? [])].filter(Boolean)) {
      text(l, W - 50, yy, 27, font("DejaVu Serif"), pal.muted, true, "right");
      yy += 36;
    }
    for (const l of [s.email ?? "", s.website ?? ""].filter(Boolean)) {
      text(l, W - 50, yy, 25, bodyF, pal.fg, false, "right");
      yy += 34;
    }
    let by = H - 40 - (s.phones.length + s.address.length - 1) * 34;
    for (const l of [...s.phones.map((p) => `${p.label} ${p.value}`), ...s.address]) {
      text(l, 40, by, 25, bodyF, "#ffffff");
      by += 34;
    }
    return c;
  }

  const align: CanvasTextAlign = s.layout === "centered" ? "center" : s.layout === "right" ? "right" : "left";
  const x = s.layout === "centered" ? W / 2 : s.layout === "right" ? W - 60 : s.layout === "logo-block" ? 300 : 60;
  if (s.layout === "logo-block") {
    ctx.fillStyle = pal.accent;
    ctx.fillRect(50, 60, 200, 200);
    const initials = companyText
      .split(/\s+/)
      .map((w) => w[0])
      .join("")
      .slice(0, 2);
    text(initials, 150, 190, 90, nameF, "#ffffff", true, "center");
  }
  let y = 90;
  text(
    s.companyUpper ? companyText.toUpperCase() : companyText,
    x,
    y,
    s.companyUpper ? 44 : 32,
    nameF,
    pal.accent,
    true,
    align,
  );
  y += 90;
  text(
    s.titleInline && s.title ? `${s.name}, ${s.title}` : s.name,
    x,
    y,
    s.titleInline ? 38 : 48,
    nameF,
    pal.fg,
    true,
    align,
  );
  y += 44;
  if (s.title && !s.titleInline) {
    text(s.title, x, y, 26, bodyF, pal.muted, false, align);
    y += 40;
  }
  for (const l of body) {
    text(l, x, y, 22, bodyF, pal.muted, false, align);
    y += 34;
  }
  const rows = [...contacts, ...s.address];
  const bandColor = "#ffffff";
  y = s.look === "band" ? 375 : Math.max(y + 16, H - 40 - rows.length * 31);
  if (s.look === "band") y = Math.min(375, H - 25 - rows.length * 29);
  for (const l of rows) {
    text(l, x, y, 22, bodyF, s.look === "band" ? bandColor : pal.fg, false, align);
    y += s.look === "band" ? 29 : 31;
  }
  return c;
}

function noise(ctx: SKRSContext2D, w: number, h: number, amount: number) {
  const img = ctx.getImageData(0, 0, w, h);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (rand() - 0.5) * amount;
    img.data[i] += n;
    img.data[i + 1] += n;
    img.data[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
}

function compose(s: Spec, card: Canvas): { canvas: Canvas; jpeg: boolean } {
  const rotated = (deg: number, pad = 40, bg = "#ffffff") => {
    const r = (deg * Math.PI) / 180;
    const w = Math.round(W * Math.abs(Math.cos(r)) + H * Math.abs(Math.sin(r))) + pad * 2;
    const h = Math.round(W * Math.abs(Math.sin(r)) + H * Math.abs(Math.cos(r))) + pad * 2;
    const c = createCanvas(w, h);
    const ctx = c.getContext("2d");
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, w, h);
    ctx.translate(w / 2, h / 2);
    ctx.rotate(r);
    ctx.drawImage(card, -W / 2, -H / 2);
    return c;
  };
  switch (s.shot) {
    case "tilt": {
      const deg = between(3, 8) * (rand() < 0.5 ? -1 : 1);
      return { canvas: rotated(deg), jpeg: false };
    }
    case "rot90":
      return { canvas: rotated(90, 0), jpeg: false };
    case "photo": {
      // Card on a dark, textured desk with a shadow, uneven light and a rotation; then JPEG.
      const PW = 1250;
      const PH = 900;
      const c = createCanvas(PW, PH);
      const ctx = c.getContext("2d");
      const g = ctx.createLinearGradient(0, 0, PW, PH);
      g.addColorStop(0, "#5b5e61");
      g.addColorStop(1, "#3a3c3f");
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, PW, PH);
      noise(ctx, PW, PH, 30);
      const deg = between(-9, 9);
      ctx.save();
      ctx.translate(PW / 2 + between(-40, 40), PH / 2 + between(-30, 30));
      ctx.rotate((deg * Math.PI) / 180);
      ctx.shadowColor = "rgba(0,0,0,0.55)";
      ctx.shadowBlur = 25;
      ctx.shadowOffsetX = 12;
      ctx.shadowOffsetY = 14;
      // Slight foreshortening: the far edge is a little narrower.
      ctx.transform(1, 0, between(-0.06, 0.06), 0.97, 0, 0);
      ctx.drawImage(card, -W / 2, -H / 2);
      ctx.restore();
      const light = ctx.createRadialGradient(PW * 0.3, PH * 0.2, 50, PW * 0.5, PH * 0.5, PW * 0.9);
      light.addColorStop(0, "rgba(255,255,255,0.18)");
      light.addColorStop(1, "rgba(0,0,0,0.25)");
      ctx.fillStyle = light;
      ctx.fillRect(0, 0, PW, PH);
      noise(ctx, PW, PH, 14);
      return { canvas: c, jpeg: true };
    }
    case "perspective":
      return { canvas: perspectivePhoto(card, s.harsh ?? 0.5, s.file.includes("_far")), jpeg: true };
    case "noisy": {
      const c = rotated(between(-2, 2), 20);
      noise(c.getContext("2d"), c.width, c.height, 60);
      return { canvas: c, jpeg: true };
    }
    case "blur": {
      const c = createCanvas(W, H);
      const ctx = c.getContext("2d");
      ctx.filter = "blur(1.4px)";
      ctx.drawImage(card, 0, 0);
      return { canvas: c, jpeg: false };
    }
    case "small": {
      const c = createCanvas(Math.round(W * 0.45), Math.round(H * 0.45));
      c.getContext("2d").drawImage(card, 0, 0, c.width, c.height);
      return { canvas: c, jpeg: false };
    }
    default: {
      if (s.file.includes("rot180")) return { canvas: rotated(180, 0), jpeg: false };
      return { canvas: card, jpeg: false };
    }
  }
}

/** Homography (3x3, row-major, h33 = 1) mapping the four `from` points onto the four `to` points. */
function homography(from: [number, number][], to: [number, number][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss-Jordan elimination with partial pivoting.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 9; k++) a[r][k] -= f * a[c][k];
    }
  }
  return [...a.map((row, i) => row[8] / row[i]), 1];
}

/**
 * A phone photo of the card: perspective (the card's far edge shorter), a textured desk, a soft shadow,
 * a light falling off across the card, defocus and JPEG artefacts. `harsh` scales all of it.
 */
function perspectivePhoto(card: Canvas, harsh: number, far = false): Canvas {
  const PW = far ? 3000 : 1600;
  const PH = far ? 2250 : 1200;
  const c = createCanvas(PW, PH);
  const ctx = c.getContext("2d");
  const desk = ctx.createLinearGradient(0, 0, PW, PH);
  desk.addColorStop(0, "#6d6f70");
  desk.addColorStop(1, "#3f4143");
  ctx.fillStyle = desk;
  ctx.fillRect(0, 0, PW, PH);
  noise(ctx, PW, PH, 40);
  // Card corners in the photo: rotated, the far (top) edge foreshortened.
  const cx = PW / 2 + between(-60, 60);
  const cy = PH / 2 + between(-40, 40);
  const scale = far ? between(0.85, 0.95) : between(1.05, 1.3);
  const rot = (between(-14, 14) * Math.PI) / 180;
  const squeeze = between(0.08, 0.22) * harsh + 0.03;
  const lean = between(-0.15, 0.15) * harsh;
  const half = [(W * scale) / 2, (H * scale) / 2];
  const local: [number, number][] = [
    [-half[0] * (1 - squeeze) + lean * half[0], -half[1] * (1 - squeeze / 2)],
    [half[0] * (1 - squeeze) + lean * half[0], -half[1] * (1 - squeeze / 2)],
    [half[0], half[1]],
    [-half[0], half[1]],
  ];
  const quad = local.map(([x, y]) => [
    cx + x * Math.cos(rot) - y * Math.sin(rot),
    cy + x * Math.sin(rot) + y * Math.cos(rot),
  ]) as [number, number][];
  // Shadow under the card.
  ctx.save();
  ctx.filter = "blur(18px)";
  ctx.fillStyle = "rgba(0,0,0,0.5)";
  ctx.beginPath();
  ctx.moveTo(quad[0][0] + 14, quad[0][1] + 16);
  for (const [x, y] of quad.slice(1)) ctx.lineTo(x + 14, y + 16);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  // Inverse mapping photo -> card, bilinear sampling.
  const hm = homography(quad, [
    [0, 0],
    [W, 0],
    [W, H],
    [0, H],
  ]);
  const src = card.getContext("2d").getImageData(0, 0, W, H).data;
  const img = ctx.getImageData(0, 0, PW, PH);
  const x0 = Math.max(0, Math.floor(Math.min(...quad.map((q) => q[0]))));
  const x1 = Math.min(PW - 1, Math.ceil(Math.max(...quad.map((q) => q[0]))));
  const y0 = Math.max(0, Math.floor(Math.min(...quad.map((q) => q[1]))));
  const y1 = Math.min(PH - 1, Math.ceil(Math.max(...quad.map((q) => q[1]))));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const d = hm[6] * x + hm[7] * y + hm[8];
      const u = (hm[0] * x + hm[1] * y + hm[2]) / d;
      const v = (hm[3] * x + hm[4] * y + hm[5]) / d;
      if (u < 0 || v < 0 || u >= W - 1 || v >= H - 1) continue;
      const iu = Math.floor(u);
      const iv = Math.floor(v);
      const fu = u - iu;
      const fv = v - iv;
      const o = (y * PW + x) * 4;
      for (let k = 0; k < 3; k++) {
        const p = (iv * W + iu) * 4 + k;
        img.data[o + k] =
          (src[p] * (1 - fu) + src[p + 4] * fu) * (1 - fv) + (src[p + W * 4] * (1 - fu) + src[p + W * 4 + 4] * fu) * fv;
      }
    }
  ctx.putImageData(img, 0, 0);
  // Light falling off from one side, a glare spot.
  const lx = between(0, PW);
  const light = ctx.createRadialGradient(lx, between(0, PH / 3), 40, PW / 2, PH / 2, PW);
  light.addColorStop(0, `rgba(255,255,255,${0.1 + 0.1 * harsh})`);
  light.addColorStop(1, `rgba(0,0,0,${0.15 + 0.35 * harsh})`);
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, PW, PH);
  noise(ctx, PW, PH, 10 + 16 * harsh);
  // Defocus: redraw through a blur filter.
  const out = createCanvas(PW, PH);
  const octx = out.getContext("2d");
  octx.filter = `blur(${(0.6 + 1.0 * harsh).toFixed(2)}px)`;
  octx.drawImage(c, 0, 0);
  return out;
}

function fields(s: Spec): Fields {
  const name = s.name;
  // Upper-case names are expected back in title case (how a CRM stores them).
  const printed =
    name === name.toUpperCase()
      ? name.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, p, c) => p + c.toUpperCase())
      : name;
  const sp = printed.indexOf(" ");
  const site = s.website
    ? `https://${s.website
        .replace(/^https?:\/\//, "")
        .replace(/\/$/, "")
        .toLowerCase()}/`
    : null;
  const person = s.phones.find((p) => p.role === "person");
  const company = s.phones.find((p) => p.role === "company");
  return {
    firstName: printed.slice(0, sp),
    lastName: printed.slice(sp + 1),
    position: s.title,
    company: s.companyUpper ? (s.company ?? "").toUpperCase() : s.company,
    email: s.email,
    website: site,
    phone: person?.value ?? null,
    companyPhone: company?.value ?? null,
    address: s.address.length ? s.address.join(", ") : null,
    linkedin: s.linkedin ? `https://www.${s.linkedin}` : null,
    companyLinkedin: s.companyLinkedin ? `https://www.${s.companyLinkedin}` : null,
  };
}

mkdirSync(OUT, { recursive: true });
const keys = [];
for (const s of specs) {
  const { canvas, jpeg } = compose(s, renderCard(s));
  const file = jpeg ? s.file.replace(/\.png$/, ".jpg") : s.file;
  const quality = s.shot === "perspective" ? Math.round(75 - 30 * (s.harsh ?? 0.5)) : 72;
  const bytes = jpeg ? canvas.toBuffer("image/jpeg", quality) : canvas.toBuffer("image/png");
  writeFileSync(path.join(OUT, file), bytes);
  keys.push({ file, type: "card", fields: fields(s), notes: s.notes });
}
writeFileSync(path.join(OUT, "answer_keys.json"), `${JSON.stringify(keys, null, 2)}\n`);
console.log(`wrote ${keys.length} cards to ${OUT} (fonts: ${[...families].join(", ") || "default sans-serif"})`);
