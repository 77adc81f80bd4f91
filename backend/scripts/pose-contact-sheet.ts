// `pnpm poses:contacts [filter]`: every exercise's key poses on SVG contact sheets (one per data file) for review
// against the exercise's text, with each declared contact marked (green: touching, red: off its surface) and the
// problems of each pose written below it. Output in .pose-sheets/ at the repository root (gitignored). Reads the
// figure package from its sources (no build needed). The optional filter keeps the slugs that contain it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  contactGaps,
  contactProblems,
  describeProblem,
  exercisePosesSchema,
  poseSvg,
  posesBounds,
  regionSegments,
  skeleton,
  CONTACT_TOLERANCE,
  type Pose,
} from '../../packages/pose-figure/src/index';

const DATA = path.join(__dirname, '../src/seed/catalogue/data');
const OUT = path.join(__dirname, '../../.pose-sheets');
const FILES = ['upper', 'trunk', 'lower', 'mental'];
const CELL = 180;
const TEXT = 64;

interface Exercise {
  slug: string;
  regions: string[];
  en: { name: string; startingPosition: string };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const filter = process.argv[2] ?? '';

/** One key pose as a nested SVG, with its contacts marked; returns the picture and its problems. */
function poseCell(pose: Pose, regions: string[], bounds: ReturnType<typeof posesBounds>) {
  const sk = skeleton(pose);
  const marks = contactGaps(pose, sk.points)
    .map(({ contact, gap }) => {
      const p = sk.points[contact.at];
      const color = Math.abs(gap) > CONTACT_TOLERANCE.gap ? '#D0342C' : '#2E9D4F';
      return `<circle cx="${p.x.toFixed(1)}" cy="${(-p.y).toFixed(1)}" r="3.5" fill="${color}"/>`;
    })
    .join('');
  const svg = poseSvg(pose, { highlight: regionSegments(regions), bounds }).replace(
    '</svg>',
    `${marks}</svg>`,
  );
  const problems = contactProblems(pose, sk.points, sk.correction).map(describeProblem);
  return { svg, problems };
}

let flagged = 0;
mkdirSync(OUT, { recursive: true });
for (const file of FILES) {
  const exercises = JSON.parse(readFileSync(path.join(DATA, `${file}.json`), 'utf8')) as Exercise[];
  const poses = JSON.parse(readFileSync(path.join(DATA, `poses-${file}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const rows: string[] = [];
  for (const exercise of exercises.filter((e) => e.slug.includes(filter))) {
    const y = rows.length * (CELL + TEXT);
    const parsed = exercisePosesSchema.safeParse(poses[exercise.slug]);
    let body: string;
    if (!parsed.success) {
      body = `<text x="0" y="40" fill="#D0342C">${escape(parsed.error.message.slice(0, 160))}</text>`;
      flagged += 1;
    } else {
      const bounds = posesBounds(parsed.data.poses, { highlight: regionSegments(exercise.regions) });
      const cells = parsed.data.poses.map((pose) => poseCell(pose, exercise.regions, bounds));
      const contacts = parsed.data.poses.some((pose) => pose.contacts?.length);
      if (cells.some((cell) => cell.problems.length)) {
        flagged += 1;
        console.log(
          `${exercise.slug}: ${cells.map((c, i) => `${i + 1}: ${c.problems.join(', ')}`).join(' | ')}`,
        );
      }
      body =
        cells
          .map(
            (cell, i) =>
              `<svg x="${i * CELL}" y="18" width="${CELL}" height="${CELL}"${cell.svg.slice(4, cell.svg.indexOf('>'))}>` +
              `${cell.svg.slice(cell.svg.indexOf('>') + 1)}` +
              `<text x="${i * CELL}" y="${CELL + 30}" font-size="9" fill="#D0342C">${escape(cell.problems.join('; ').slice(0, 60))}</text>`,
          )
          .join('') +
        (contacts
          ? ''
          : `<text x="${4 * CELL}" y="40" font-size="10" fill="#888">no contacts declared</text>`);
    }
    rows.push(
      `<g transform="translate(0 ${y})"><text x="0" y="12" font-size="12" font-weight="bold">` +
        `${escape(exercise.slug)}: ${escape(exercise.en.startingPosition.slice(0, 150))}</text>${body}</g>`,
    );
  }
  if (rows.length === 0) continue;
  const height = rows.length * (CELL + TEXT);
  writeFileSync(
    path.join(OUT, `${file}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${5 * CELL}" height="${height}" font-family="sans-serif">` +
      `<rect width="100%" height="100%" fill="#fff"/>${rows.join('')}</svg>\n`,
  );
}
console.log(`${flagged} exercise(s) with contact problems; sheets in ${OUT}`);
