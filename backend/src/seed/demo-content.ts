// Demo content: the company, a small exercise library (German + English), a few blog posts and the shop rewards.
import type { Insertable } from 'kysely';
import type { AnamnesisInjuriesTable, AnamnesisTable } from '../db/schema';
import type {
  BodyRegion,
  ContentLang,
  ExerciseEquipment,
  ExerciseKind,
  SubcategoryKind,
} from '../shared/domain';

export const DEMO_COMPANY = {
  name: 'Demo GmbH',
  enableSubranking: true,
  subcategories: [
    { kind: 'location', name: 'Berlin' },
    { kind: 'location', name: 'München' },
    { kind: 'department', name: 'Vertrieb' },
    { kind: 'department', name: 'Entwicklung' },
  ] satisfies Array<{ kind: SubcategoryKind; name: string }>,
};

/** Dana Demo's completed health profile (without user_id). */
export const DEMO_ANAMNESIS: Omit<Insertable<AnamnesisTable>, 'user_id'> = {
  is_new: false,
  height: 168,
  weight: 62.5,
  gender: 1,
  sports: ['running', 'hiking'],
  fitness: 2,
  stress: 3,
  physical_health: [],
  diet: 2,
  workhours_sitting: 7,
  bodyfeeling: 3,
  wellness: 3,
  sleep: 2,
  goals: ['painremoval', 'wellbeing'],
  focus: ['mobility', 'sleep'],
  time: 10,
  equipment: 'band',
  suitability: 1,
  accept: true,
  adjustable_table: true,
  workoutdays: 3,
  workoutminutes: 10,
  sports_frequency: 2,
};

export const DEMO_INJURIES: Array<Omit<Insertable<AnamnesisInjuriesTable>, 'anamnesis_id'>> = [
  {
    region: 'cervical_spine',
    duration: 2,
    examined: true,
    problems: 'Verspannungen nach langen Bildschirmtagen',
    more: 'Wiederholte Episode, keine Ausstrahlung in die Arme',
  },
];

export interface ExerciseText {
  name: string;
  common_mistakes: string;
  sequence: string;
  duration_text: string;
  effect: string;
  starting_position: string;
  tip: string;
}

export interface DemoExercise {
  slug: string;
  level: 1 | 2 | 3;
  undercover: boolean;
  equipment: ExerciseEquipment;
  durationSeconds: number;
  kind: ExerciseKind;
  regions: BodyRegion[];
  contraindicated: BodyRegion[];
  texts: Record<ContentLang, ExerciseText>;
}

export const DEMO_EXERCISES: DemoExercise[] = [
  {
    slug: 'neck-release',
    level: 1,
    undercover: true,
    equipment: 'none',
    durationSeconds: 60,
    kind: 'mobility',
    regions: ['neck', 'side_neck', 'cervical_spine'],
    contraindicated: [],
    texts: {
      de: {
        name: 'Nacken lösen',
        common_mistakes:
          'Die Schultern wandern mit nach oben. Der Kopf wird nach vorne geschoben statt zur Seite geneigt.',
        sequence:
          'Neige das Ohr langsam Richtung rechte Schulter, bis du eine Dehnung an der linken Halsseite spürst. Halte, atme ruhig und wechsle die Seite.',
        duration_text: '2 × 15 Sekunden pro Seite',
        effect: 'Entspannt die seitliche Nackenmuskulatur und beugt Verspannungen durch langes Sitzen vor.',
        starting_position:
          'Aufrecht auf dem Stuhl sitzen, Füße hüftbreit am Boden, Arme locker hängen lassen.',
        tip: 'Ziehe die gegenüberliegende Schulter sanft Richtung Boden, um die Dehnung zu verstärken.',
      },
      en: {
        name: 'Neck release',
        common_mistakes: 'The shoulders creep up. The head is pushed forward instead of tilted to the side.',
        sequence:
          'Slowly tilt your ear towards your right shoulder until you feel a stretch on the left side of your neck. Hold, breathe calmly and switch sides.',
        duration_text: '2 × 15 seconds per side',
        effect: 'Relaxes the side neck muscles and prevents tension from long periods of sitting.',
        starting_position:
          'Sit upright on your chair, feet hip-width apart on the floor, arms hanging loosely.',
        tip: 'Gently pull the opposite shoulder towards the floor to deepen the stretch.',
      },
    },
  },
  {
    slug: 'seated-spinal-twist',
    level: 1,
    undercover: true,
    equipment: 'none',
    durationSeconds: 90,
    kind: 'mobility',
    regions: ['back', 'lumbar_spine', 'torso'],
    contraindicated: [],
    texts: {
      de: {
        name: 'Drehsitz am Schreibtisch',
        common_mistakes:
          'Der Rücken rundet sich. Die Drehung kommt nur aus dem Kopf statt aus der Brustwirbelsäule.',
        sequence:
          'Richte dich auf, atme ein. Drehe beim Ausatmen den Oberkörper nach rechts und greife mit der linken Hand das rechte Knie. Mit jeder Ausatmung etwas weiter drehen, dann Seite wechseln.',
        duration_text: '3 Atemzüge pro Seite, 2 Durchgänge',
        effect: 'Mobilisiert die Wirbelsäule und löst Steifheit im unteren Rücken.',
        starting_position: 'Vorne auf der Stuhlkante sitzen, Knie über den Fersen, Wirbelsäule lang.',
        tip: 'Stell dir vor, ein Faden zieht deinen Scheitel nach oben – erst wachsen, dann drehen.',
      },
      en: {
        name: 'Seated spinal twist',
        common_mistakes: 'The back rounds. The twist comes only from the head instead of the upper back.',
        sequence:
          'Sit tall and breathe in. As you breathe out, rotate your upper body to the right and hold your right knee with your left hand. Turn a little further with every exhale, then switch sides.',
        duration_text: '3 breaths per side, 2 rounds',
        effect: 'Mobilises the spine and relieves stiffness in the lower back.',
        starting_position: 'Sit on the front edge of your chair, knees above your heels, spine long.',
        tip: 'Imagine a thread pulling the crown of your head up – first grow tall, then twist.',
      },
    },
  },
  {
    slug: 'wall-push-up',
    level: 2,
    undercover: false,
    equipment: 'none',
    durationSeconds: 120,
    kind: 'strengthening',
    regions: ['shoulder', 'torso', 'forearm_back'],
    contraindicated: ['wrist'],
    texts: {
      de: {
        name: 'Liegestütz an der Wand',
        common_mistakes: 'Hüfte knickt ein oder schiebt sich nach hinten. Ellbogen zeigen weit nach außen.',
        sequence:
          'Beuge die Arme und bringe die Brust kontrolliert Richtung Wand. Drücke dich kraftvoll zurück, bis die Arme fast gestreckt sind.',
        duration_text: '3 × 10 Wiederholungen, 20 Sekunden Pause',
        effect: 'Kräftigt Brust, Schultern und Arme und stabilisiert den Rumpf.',
        starting_position:
          'Eine große Schrittlänge vor der Wand stehen, Hände schulterbreit auf Brusthöhe an die Wand, Körper in einer Linie.',
        tip: 'Je weiter deine Füße von der Wand entfernt sind, desto anspruchsvoller wird die Übung.',
      },
      en: {
        name: 'Wall push-up',
        common_mistakes: 'The hips sag or push backwards. The elbows flare far out to the sides.',
        sequence:
          'Bend your arms and lower your chest towards the wall under control. Push back powerfully until your arms are almost straight.',
        duration_text: '3 × 10 repetitions, 20 seconds rest',
        effect: 'Strengthens chest, shoulders and arms and stabilises the core.',
        starting_position:
          'Stand one long step away from a wall, hands shoulder-width apart at chest height, body in one line.',
        tip: 'The further your feet are from the wall, the harder the exercise gets.',
      },
    },
  },
  {
    slug: 'band-pull-apart',
    level: 2,
    undercover: false,
    equipment: 'band',
    durationSeconds: 120,
    kind: 'strengthening',
    regions: ['rhomboids', 'shoulder', 'rotator_cuff'],
    contraindicated: [],
    texts: {
      de: {
        name: 'Band auseinanderziehen',
        common_mistakes: 'Schultern ziehen Richtung Ohren. Der untere Rücken geht ins Hohlkreuz.',
        sequence:
          'Ziehe das Band mit gestreckten Armen auseinander, bis es die Brust berührt, und führe die Schulterblätter zusammen. Langsam zurück.',
        duration_text: '3 × 12 Wiederholungen',
        effect: 'Kräftigt die obere Rückenmuskulatur und wirkt der Schreibtisch-Rundrückenhaltung entgegen.',
        starting_position: 'Aufrecht stehen, das Band schulterbreit mit beiden Händen vor der Brust halten.',
        tip: 'Atme beim Auseinanderziehen aus und halte die Endposition eine Sekunde.',
      },
      en: {
        name: 'Band pull-apart',
        common_mistakes: 'Shoulders shrug towards the ears. The lower back arches.',
        sequence:
          'Pull the band apart with straight arms until it touches your chest, squeezing your shoulder blades together. Return slowly.',
        duration_text: '3 × 12 repetitions',
        effect: 'Strengthens the upper back and counters the rounded desk posture.',
        starting_position: 'Stand upright holding the band shoulder-width apart in front of your chest.',
        tip: 'Breathe out while pulling apart and hold the end position for one second.',
      },
    },
  },
  {
    slug: 'forearm-ball-massage',
    level: 1,
    undercover: true,
    equipment: 'ball',
    durationSeconds: 150,
    kind: 'relaxation',
    regions: ['forearm_front', 'forearm_wrist', 'wrist'],
    contraindicated: [],
    texts: {
      de: {
        name: 'Unterarm-Massage mit Ball',
        common_mistakes: 'Zu viel Druck auf schmerzhafte Stellen. Zu schnelles Rollen.',
        sequence:
          'Rolle den Unterarm langsam vom Handgelenk bis kurz vor den Ellbogen über den Ball. Bleibe an festen Stellen einige Atemzüge liegen. Dann Arm wechseln.',
        duration_text: '1 Minute pro Arm',
        effect: 'Löst Spannung in der Unterarmmuskulatur nach viel Tippen und Mausarbeit.',
        starting_position:
          'Den Massageball auf den Tisch legen, den Unterarm mit der Innenseite darauf ablegen.',
        tip: 'Drehe die Hand dabei langsam hin und her, um verschiedene Muskelstränge zu erreichen.',
      },
      en: {
        name: 'Forearm ball massage',
        common_mistakes: 'Too much pressure on painful spots. Rolling too fast.',
        sequence:
          'Slowly roll your forearm over the ball from the wrist to just below the elbow. Pause on tight spots for a few breaths. Then switch arms.',
        duration_text: '1 minute per arm',
        effect: 'Releases tension in the forearm muscles after lots of typing and mouse work.',
        starting_position: 'Place the massage ball on the desk and rest the inside of your forearm on it.',
        tip: 'Slowly turn your hand back and forth to reach different muscle strands.',
      },
    },
  },
  {
    slug: 'desk-split-squat',
    level: 3,
    undercover: false,
    equipment: 'none',
    durationSeconds: 180,
    kind: 'strengthening',
    regions: ['thigh_front', 'buttocks', 'hip'],
    contraindicated: ['knee', 'ankle_joint'],
    texts: {
      de: {
        name: 'Ausfallschritt am Schreibtisch',
        common_mistakes: 'Das vordere Knie fällt nach innen. Der Oberkörper kippt stark nach vorne.',
        sequence:
          'Senke das hintere Knie kontrolliert Richtung Boden, bis beide Knie etwa 90 Grad gebeugt sind. Drücke dich über die vordere Ferse wieder hoch.',
        duration_text: '3 × 8 Wiederholungen pro Bein',
        effect: 'Kräftigt Oberschenkel und Gesäß und verbessert die Stabilität von Hüfte und Knie.',
        starting_position:
          'Seitlich neben dem Schreibtisch stehen, eine Hand zur Sicherheit auf der Tischplatte, großer Schritt nach vorne.',
        tip: 'Halte den Oberkörper aufrecht, als würdest du an einer Wand entlang nach unten gleiten.',
      },
      en: {
        name: 'Desk split squat',
        common_mistakes: 'The front knee caves inwards. The upper body tips far forward.',
        sequence:
          'Lower your back knee towards the floor under control until both knees are bent at about 90 degrees. Push back up through your front heel.',
        duration_text: '3 × 8 repetitions per leg',
        effect: 'Strengthens thighs and glutes and improves hip and knee stability.',
        starting_position:
          'Stand beside your desk with one hand on the desktop for balance and take a long step forward.',
        tip: 'Keep your upper body upright, as if sliding down along a wall.',
      },
    },
  },
  {
    slug: 'box-breathing',
    level: 1,
    undercover: true,
    equipment: 'none',
    durationSeconds: 240,
    kind: 'mental',
    regions: [],
    contraindicated: [],
    texts: {
      de: {
        name: 'Box-Atmung',
        common_mistakes: 'Luft anhalten mit Pressatmung. Zu tief und hastig einatmen.',
        sequence:
          'Atme 4 Sekunden durch die Nase ein, halte 4 Sekunden, atme 4 Sekunden aus, halte 4 Sekunden. Wiederhole das Quadrat.',
        duration_text: '4 Minuten, etwa 15 Runden',
        effect:
          'Beruhigt das Nervensystem, senkt Stress und schärft die Konzentration vor wichtigen Terminen.',
        starting_position:
          'Bequem und aufrecht sitzen, Hände auf den Oberschenkeln, Augen geschlossen oder Blick gesenkt.',
        tip: 'Zeichne das Quadrat gedanklich nach – eine Seite pro Atemphase.',
      },
      en: {
        name: 'Box breathing',
        common_mistakes: 'Holding the breath by straining. Breathing in too deeply and hastily.',
        sequence:
          'Breathe in through your nose for 4 seconds, hold for 4, breathe out for 4, hold for 4. Repeat the square.',
        duration_text: '4 minutes, about 15 rounds',
        effect: 'Calms the nervous system, lowers stress and sharpens focus before important meetings.',
        starting_position: 'Sit comfortably and upright, hands on your thighs, eyes closed or gaze lowered.',
        tip: 'Trace the square in your mind – one side per breathing phase.',
      },
    },
  },
  {
    slug: 'five-senses-reset',
    level: 1,
    undercover: true,
    equipment: 'none',
    durationSeconds: 180,
    kind: 'mental',
    regions: [],
    contraindicated: [],
    texts: {
      de: {
        name: 'Fünf-Sinne-Reset',
        common_mistakes: 'Die Runde wird abgehakt statt wahrgenommen. Gedanken an die To-do-Liste werden festgehalten.',
        sequence:
          'Nenne in Gedanken fünf Dinge, die du siehst, vier, die du hörst, drei, die du spürst, zwei, die du riechst, und eines, das du schmeckst. Verweile bei jedem einen Atemzug lang.',
        duration_text: '3 Minuten, eine ruhige Runde',
        effect:
          'Holt dich aus dem Gedankenkarussell zurück ins Hier und Jetzt und hilft, nach Stress wieder klar zu denken.',
        starting_position: 'Aufrecht und bequem sitzen, beide Füße am Boden, Hände locker auf dem Tisch.',
        tip: 'Schweifen die Gedanken ab, kehre freundlich zur Zahl zurück, bei der du warst.',
      },
      en: {
        name: 'Five senses reset',
        common_mistakes: 'Ticking the round off instead of noticing. Holding on to thoughts about the to-do list.',
        sequence:
          'Name in your mind five things you see, four you hear, three you feel, two you smell and one you taste. Stay with each for one breath.',
        duration_text: '3 minutes, one calm round',
        effect:
          'Brings you back from racing thoughts to the here and now and helps you think clearly again after stress.',
        starting_position: 'Sit upright and comfortably, both feet on the floor, hands resting loosely on the desk.',
        tip: 'When your mind wanders, kindly return to the number you were at.',
      },
    },
  },
];

export interface DemoTag {
  slug: string;
  name: string;
  lang: ContentLang;
}

export const DEMO_TAGS: DemoTag[] = [
  { slug: 'artikel-bewegung', name: 'Bewegung', lang: 'de' },
  { slug: 'artikel-ernaehrung', name: 'Ernährung', lang: 'de' },
  { slug: 'artikel_en-movement', name: 'Movement', lang: 'en' },
  { slug: 'artikel_en-nutrition', name: 'Nutrition', lang: 'en' },
];

export interface DemoPost {
  lang: ContentLang;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  membersOnly: boolean;
  publishedAt: string;
  featuredUrl: string | null;
  tags: string[];
}

export const DEMO_POSTS: DemoPost[] = [
  {
    lang: 'de',
    slug: 'bewegte-pause',
    title: 'Die bewegte Pause: fünf Minuten, die deinen Arbeitstag verändern',
    excerpt: 'Warum kurze Bewegungspausen mehr bringen als eine lange Sporteinheit am Abend.',
    content:
      '<p>Wer acht Stunden am Schreibtisch sitzt, belastet Rücken und Nacken einseitig. Schon fünf Minuten Bewegung alle zwei Stunden lockern die Muskulatur, bringen den Kreislauf in Schwung und verbessern die Konzentration.</p><p>Starte mit einer Mobilisationsübung für die Wirbelsäule und ergänze eine Kräftigung für den oberen Rücken. Wichtig ist nicht die Intensität, sondern die Regelmäßigkeit.</p>',
    membersOnly: false,
    publishedAt: '2026-01-12T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel-bewegung'],
  },
  {
    lang: 'de',
    slug: 'snacks-fuers-buero',
    title: 'Gesunde Snacks fürs Büro',
    excerpt: 'Energie ohne Nachmittagstief: Ideen für Snacks, die satt und wach halten.',
    content:
      '<p>Das Tief nach dem Mittagessen kennt fast jeder. Snacks mit Eiweiß und Ballaststoffen – Nüsse, Naturjoghurt mit Beeren oder Gemüsesticks mit Hummus – halten den Blutzucker stabil.</p><p>Stelle dir morgens eine kleine Box zusammen, dann greifst du am Nachmittag nicht zum Schokoriegel.</p>',
    membersOnly: true,
    publishedAt: '2026-01-19T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel-ernaehrung'],
  },
  {
    lang: 'en',
    slug: 'active-break',
    title: 'The active break: five minutes that change your working day',
    excerpt: 'Why short movement breaks do more than one long workout in the evening.',
    content:
      '<p>Sitting at a desk for eight hours puts a one-sided load on your back and neck. Just five minutes of movement every two hours loosens your muscles, gets your circulation going and improves your focus.</p><p>Start with a mobility exercise for your spine and add one that strengthens your upper back. Regularity matters more than intensity.</p>',
    membersOnly: false,
    publishedAt: '2026-01-12T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel_en-movement'],
  },
  {
    lang: 'en',
    slug: 'office-snacks',
    title: 'Healthy snacks for the office',
    excerpt: 'Energy without the afternoon slump: snack ideas that keep you full and alert.',
    content:
      '<p>Almost everyone knows the slump after lunch. Snacks with protein and fibre – nuts, plain yoghurt with berries or vegetable sticks with hummus – keep your blood sugar steady.</p><p>Pack a small box in the morning and you will not reach for a chocolate bar in the afternoon.</p>',
    membersOnly: false,
    publishedAt: '2026-01-19T08:00:00Z',
    featuredUrl: null,
    tags: ['artikel_en-nutrition'],
  },
];

export interface ProductText {
  name: string;
  description: string;
}

export interface DemoProduct {
  slug: string;
  points: number;
  outOfStock: boolean;
  texts: Record<ContentLang, ProductText>;
}

/** Rewards of the shop; no pictures yet (image null), so the apps show none. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'donation-tree',
    points: 200,
    outOfStock: false,
    texts: {
      de: {
        name: 'Baumspende',
        description:
          'Wir spenden in deinem Namen für die Pflanzung eines Baumes in einem heimischen Aufforstungsprojekt.',
      },
      en: {
        name: 'Tree donation',
        description: 'We donate in your name for a tree to be planted in a local reforestation project.',
      },
    },
  },
  {
    slug: 'massage-ball',
    points: 300,
    outOfStock: false,
    texts: {
      de: {
        name: 'Massageball',
        description:
          'Handlicher Igelball für Übungen am Schreibtisch: löst Verspannungen in Unterarmen, Schultern und Füßen.',
      },
      en: {
        name: 'Massage ball',
        description: 'Handy spiky ball for desk exercises: releases tension in forearms, shoulders and feet.',
      },
    },
  },
  {
    slug: 'resistance-band',
    points: 400,
    outOfStock: true,
    texts: {
      de: {
        name: 'Fitnessband',
        description: 'Elastisches Band mittlerer Stärke für alle Kräftigungsübungen mit Band aus deinem Plan.',
      },
      en: {
        name: 'Resistance band',
        description: 'Medium-strength elastic band for every band exercise in your plan.',
      },
    },
  },
  {
    slug: 'shopping-voucher-10',
    points: 500,
    outOfStock: false,
    texts: {
      de: {
        name: 'Einkaufsgutschein 10 €',
        description: 'Gutschein im Wert von 10 € für einen Sport- und Outdoor-Shop, per E-Mail zugeschickt.',
      },
      en: {
        name: 'Shopping voucher €10',
        description: 'Voucher worth €10 for a sports and outdoor shop, sent to you by e-mail.',
      },
    },
  },
];
