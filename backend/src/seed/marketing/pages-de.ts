// German landing pages (CMS seed). Written for officefit; no external URLs. The seed creates each page once,
// published with a first revision; editors change them in the admin area afterwards (the seed never overwrites).
import type { SeedPage } from './types';

export const pagesDe: readonly SeedPage[] = [
  {
    slug: '',
    title: 'officefit – fit im Arbeitsalltag, fünf Minuten am Stück',
    description:
      'officefit bringt kurze, persönliche Übungen, Gewohnheiten und Challenges in den Büroalltag – für Mitarbeitende und für Privatpersonen.',
    blocks: [
      {
        type: 'hero',
        heading: 'Bewegung, die in deinen Arbeitstag passt',
        text: 'officefit erstellt dir aus deinem Gesundheitsprofil einen persönlichen Trainingsplan: vier kurze Übungen pro Tag, jede höchstens etwa fünf Minuten – direkt am Schreibtisch, ohne Umziehen und ohne Geräte.',
        ctaLabel: 'Für Unternehmen',
        ctaHref: '/for_your_company',
      },
      {
        type: 'features',
        heading: 'Was officefit für dich tut',
        items: [
          {
            title: 'Dein persönlicher Plan',
            text: 'Aus Gesundheitsprofil, Zielen und zwei Fokusthemen entsteht ein Plan für vier Wochen – jeden Tag vier Übungen, abgestimmt auf deine Zeit und deine Ausstattung.',
            icon: 'target',
          },
          {
            title: 'Gezielt gegen Beschwerden',
            text: 'Nacken verspannt, Rücken müde? Wähle die Körperregion und bekomme Übungen, die genau dort ansetzen – behutsam und gut erklärt.',
            icon: 'heart',
          },
          {
            title: 'Mentale Stärke',
            text: 'Atem- und Fokusübungen, Artikel zu Stress, Schlaf und Konzentration helfen dir, auch im Kopf beweglich zu bleiben.',
            icon: 'brain',
          },
          {
            title: 'Gewohnheiten und Ziele',
            text: 'Habit-Tracker, Wochenziel und Schrittziel machen Fortschritt sichtbar. Jeder Werktag mit Aktivität lässt deine Serie wachsen.',
            icon: 'chart',
          },
          {
            title: 'Gemeinsam motiviert',
            text: 'Fordere Kolleginnen und Kollegen zu Challenges heraus – eins gegen eins, zu zweit oder als Team. Die Teilnahme ist freiwillig.',
            icon: 'users',
          },
          {
            title: 'Punkte mit Wert',
            text: 'Für Übungen, Ziele und Challenges sammelst du Fitnesspunkte und löst sie im Prämien-Shop ein.',
            icon: 'star',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Warum kurze Einheiten wirken',
        html: '<p>Langes Sitzen belastet Rücken, Nacken und Kreislauf. Entscheidend ist weniger die einzelne große Sporteinheit als die <strong>regelmäßige Unterbrechung</strong> des Sitzens. Deshalb setzt officefit auf kurze Übungen, die du zwischen zwei Terminen erledigst.</p><p>Die App erinnert dich zu deinen Wunschzeiten, pausiert während Urlaub oder Krankheit und passt den Plan an, wenn dir eine Übung nicht gefällt.</p>',
      },
      {
        type: 'testimonials',
        heading: 'Das sagen Teams, die officefit nutzen',
        items: [
          {
            quote:
              'Die kurzen Übungen schaffen wir auch an vollen Tagen. Seit der Team-Challenge machen fast alle mit.',
            name: 'Sandra K.',
            role: 'Teamleitung, Logistikunternehmen',
          },
          {
            quote:
              'Mir hilft vor allem der Nacken-Bereich. Zwei Übungen am Nachmittag und der Kopf ist wieder frei.',
            name: 'Murat A.',
            role: 'Softwareentwickler',
          },
          {
            quote:
              'Einfach einzuführen, mehrsprachig und datensparsam – das hat unseren Betriebsrat überzeugt.',
            name: 'Claudia H.',
            role: 'Personalreferentin, Maschinenbau',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Eine Woche kostenlos mit deinem Team testen',
        text: 'Wir richten euch eine Probewoche ein – unverbindlich, sie endet automatisch.',
        label: 'Probewoche anfragen',
        href: '/for_your_company#contact',
      },
    ],
  },
  {
    slug: 'intro',
    title: 'So funktioniert officefit',
    description:
      'In drei Schritten zu deinem persönlichen Trainingsplan: Gesundheitsprofil ausfüllen, Fokus wählen, täglich vier kurze Übungen machen.',
    blocks: [
      {
        type: 'hero',
        heading: 'In drei Schritten startklar',
        text: 'officefit lernt dich kurz kennen und stellt dir dann jeden Tag ein kleines, passendes Programm zusammen.',
        ctaLabel: 'Häufige Fragen',
        ctaHref: '/faq',
      },
      {
        type: 'features',
        heading: 'Dein Start',
        items: [
          {
            title: '1. Gesundheitsprofil',
            text: 'In fünf kurzen Schritten erfasst du persönliche Angaben, Beschwerden, Ziele und Einstellungen. Du kannst das Profil überspringen und bekommst dann einen Standardplan.',
            icon: 'shield',
          },
          {
            title: '2. Zwei Fokusthemen',
            text: 'Wähle genau zwei Schwerpunkte, etwa Beweglichkeit und Schlaf. Sie prägen deine Fokusphase von vier Wochen.',
            icon: 'target',
          },
          {
            title: '3. Täglich vier Übungen',
            text: 'Jeden Arbeitstag warten vier Übungen auf dich, jede höchstens etwa fünf Minuten lang. Erinnerungen kommen zu deinen Wunschzeiten.',
            icon: 'clock',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Was du dafür brauchst',
        html: '<ul><li>Einen Computer, ein Tablet oder ein Smartphone mit aktuellem Browser – officefit lässt sich wie eine App installieren.</li><li>Etwas Platz neben dem Schreibtisch. Ein Theraband oder ein Massageball sind willkommen, aber nicht nötig.</li><li>Etwa 20 Minuten am Tag, verteilt auf kleine Pausen.</li></ul><p>Übungen, die dir nicht zusagen, entfernst du mit einem Grund – der Plan berücksichtigt das künftig. Lieblingsübungen speicherst du als Favoriten.</p>',
      },
      {
        type: 'cta',
        heading: 'Noch Fragen?',
        text: 'Die Antworten auf die häufigsten Fragen findest du in unseren FAQ.',
        label: 'Zu den FAQ',
        href: '/faq',
      },
    ],
  },
  {
    slug: 'for_you',
    title: 'officefit für dich – dein persönliches Bewegungsprogramm',
    description:
      'officefit für Privatpersonen: ein persönlicher Trainingsplan mit kurzen Übungen, Habit-Tracker, Blog und Prämien – flexibel buchbar und online kündbar.',
    blocks: [
      {
        type: 'hero',
        heading: 'Dein Bewegungscoach für Homeoffice und Büro',
        text: 'Auch ohne Firmenzugang kannst du officefit nutzen: persönlicher Plan, Übungen gegen Beschwerden, mentale Stärke und ein Blog voller alltagstauglicher Tipps.',
        ctaLabel: 'Frage stellen',
        ctaHref: '#contact',
      },
      {
        type: 'features',
        heading: 'Das ist alles dabei',
        items: [
          {
            title: 'Persönlicher Trainingsplan',
            text: 'Vier kurze Übungen pro Tag, zusammengestellt aus deinem Gesundheitsprofil und deinen Zielen.',
            icon: 'target',
          },
          {
            title: 'Übungen nach Körperregion',
            text: 'Für akute Verspannungen wählst du die Region – von Nacken bis Knie – und bekommst passende Übungen.',
            icon: 'heart',
          },
          {
            title: 'Habit-Tracker',
            text: 'Baue gesunde Routinen zu Ernährung, Bewegung und mentaler Stärke auf und hake sie täglich ab.',
            icon: 'leaf',
          },
          {
            title: 'Blog mit Ernährung und mentaler Stärke',
            text: 'Artikel zu Ernährung, Schlaf, Stress und Bewegung – merke sie dir und bewerte sie.',
            icon: 'brain',
          },
          {
            title: 'Fitnesspunkte und Prämien',
            text: 'Jede Aktivität bringt Punkte, die du im Prämien-Shop einlösen kannst.',
            icon: 'star',
          },
          {
            title: 'Livestream',
            text: 'Mach bei Live-Einheiten mit – eine Erinnerung kommt zehn Minuten vor Beginn.',
            icon: 'phone',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Mitgliedschaft ohne Haken',
        html: '<p>Du wählst die Laufzeit, die zu dir passt: zwei Wochen oder ein, drei, sechs, neun oder zwölf Monate. Die Abrechnung erfolgt monatlich, vierteljährlich, halbjährlich oder jährlich.</p><ul><li><strong>Online kündbar:</strong> Die Kündigung erledigst du in drei Schritten in deinem Profil.</li><li><strong>Erstattung in der ersten Woche:</strong> Kündigst du innerhalb der ersten Woche, erstatten wir den Beitrag.</li><li><strong>Deine Daten gehören dir:</strong> Gesundheitsdaten nutzen wir nur für deinen Plan und löschen sie spätestens sechs Monate nach Vertragsende.</li></ul>',
      },
      {
        type: 'experts',
        heading: 'Unsere Übungen entstehen mit Fachleuten',
        items: [
          {
            name: 'Lena Hoffmann',
            role: 'Physiotherapeutin',
            bio: 'Entwickelt die Übungen für Nacken, Schultern und Rücken und achtet darauf, dass jede Bewegung auch mit Beschwerden sicher ausführbar ist.',
          },
          {
            name: 'Dr. Jonas Berger',
            role: 'Sportwissenschaftler',
            bio: 'Verantwortet den Aufbau der Trainingspläne, die Fokusphasen und die Dosierung der Übungen.',
          },
          {
            name: 'Aylin Demir',
            role: 'Ernährungsberaterin',
            bio: 'Schreibt unsere Ernährungsartikel mit alltagstauglichen Rezepten für Büro und Homeoffice.',
          },
        ],
      },
      {
        type: 'contact_form',
        id: 'contact',
        heading: 'Du hast eine Frage?',
        text: 'Schreib uns – wir antworten in der Regel innerhalb von zwei Werktagen.',
        trial: false,
      },
    ],
  },
  {
    slug: 'for_your_company',
    title: 'officefit für Unternehmen – betriebliche Gesundheitsförderung, die genutzt wird',
    description:
      'officefit für Unternehmen: kurze Übungen am Arbeitsplatz, Team-Challenges und Rankings, Gesundheitstage und Workshops. Jetzt eine kostenlose Probewoche anfragen.',
    blocks: [
      {
        type: 'hero',
        heading: 'Gesundheitsförderung, die im Arbeitsalltag ankommt',
        text: 'officefit gibt Ihren Mitarbeitenden jeden Tag vier kurze, persönliche Übungen – am Schreibtisch, im Homeoffice und unterwegs. Ohne Geräte, ohne Umkleide, auf Deutsch und Englisch.',
        ctaLabel: 'Probewoche anfragen',
        ctaHref: '#contact',
      },
      {
        type: 'features',
        heading: 'Ihre Vorteile',
        items: [
          {
            title: 'Hohe Beteiligung',
            text: 'Übungen von höchstens etwa fünf Minuten passen zwischen zwei Termine. Erinnerungen, Serien und Punkte halten die Motivation hoch.',
            icon: 'users',
          },
          {
            title: 'Weniger Beschwerden am Arbeitsplatz',
            text: 'Gezielte Übungen für Nacken, Schultern, Rücken und Handgelenke setzen dort an, wo Büroarbeit belastet.',
            icon: 'heart',
          },
          {
            title: 'Teamgeist durch Challenges',
            text: 'Duelle, Zweierteams oder Team gegen Team: Challenges und das Firmenranking – optional nach Standort oder Abteilung – verbinden Kolleginnen und Kollegen.',
            icon: 'star',
          },
          {
            title: 'Datenschutz von Anfang an',
            text: 'Sie sehen keine individuellen Gesundheitsdaten. Rankings und Challenges sind freiwillig und erfordern die Zustimmung jeder Person.',
            icon: 'shield',
          },
          {
            title: 'Schnell eingeführt',
            text: 'Mitarbeitende melden sich mit ihrer dienstlichen E-Mail-Adresse oder einem Zugangscode an. Keine Installation durch Ihre IT nötig.',
            icon: 'clock',
          },
          {
            title: 'Auch vor Ort',
            text: 'Ergänzen Sie die App durch Gesundheitstage, Workshops, Vorträge, Coachings, Massagen oder ein Lauftraining.',
            icon: 'leaf',
          },
        ],
      },
      {
        type: 'text',
        heading: 'So läuft die Einführung',
        html: '<ol><li><strong>Probewoche:</strong> Ein Team Ihrer Wahl testet officefit eine Woche lang mit vollem Funktionsumfang. Die Probewoche endet automatisch.</li><li><strong>Kick-off:</strong> Wir stellen officefit in einem kurzen Online-Termin vor – gern gemeinsam mit Personalabteilung und Betriebsrat.</li><li><strong>Start:</strong> Ihre Mitarbeitenden erhalten ihren Zugang, füllen das Gesundheitsprofil aus und starten mit ihrem persönlichen Plan.</li><li><strong>Begleitung:</strong> Auf Wunsch planen wir Challenges, einen Gesundheitstag oder Workshops zu Rücken, Ernährung und Stress.</li></ol>',
      },
      {
        type: 'text',
        heading: 'Krankenkassen und steuerliche Förderung',
        html: '<p>Gesetzliche Krankenkassen unterstützen nach <strong>§ 20b SGB V</strong> Maßnahmen der betrieblichen Gesundheitsförderung. Ob und in welcher Höhe eine Kasse ein Angebot fördert, entscheidet sie im Einzelfall – wir versprechen daher keine Förderung, helfen Ihnen aber gern bei der Vorbereitung einer Anfrage.</p><p>Zusätzlich können Arbeitgeberleistungen zur Gesundheitsförderung nach <strong>§ 3 Nr. 34 EStG</strong> bis zu 600 Euro pro Mitarbeitendem und Jahr steuerfrei sein, wenn sie die Anforderungen der §§ 20 und 20b SGB V erfüllen. Bitte klären Sie die Voraussetzungen für Ihr Unternehmen mit Ihrer Steuerberatung.</p>',
      },
      {
        type: 'features',
        heading: 'Leistungen für Ihr Unternehmen',
        items: [
          {
            title: 'Gesundheitstag',
            text: 'Ein Tag mit Mitmach-Stationen, Kurzchecks und Beratung direkt bei Ihnen.',
            icon: 'heart',
          },
          {
            title: 'Workshops und Vorträge',
            text: 'Rückengesundheit, ergonomischer Arbeitsplatz, Ernährung im Büro, Umgang mit Stress.',
            icon: 'brain',
          },
          {
            title: 'Coachings',
            text: 'Einzel- oder Teamcoachings zu Bewegung, Ernährung und mentaler Stärke.',
            icon: 'users',
          },
          {
            title: 'Bewegung vor Ort',
            text: 'Back Fit, Body Fit, Office Fit, Outdoor Fit, EMS-Training, Personal Training und Massage.',
            icon: 'target',
          },
          {
            title: 'Lauftraining',
            text: 'Gemeinsames Lauftraining – vom ersten Kilometer bis zum Firmenlauf.',
            icon: 'chart',
          },
        ],
      },
      {
        type: 'testimonials',
        heading: 'Referenzen',
        items: [
          {
            quote:
              'Nach drei Monaten nutzten mehr als die Hälfte unserer Büro-Mitarbeitenden officefit jede Woche. Die Team-Challenges waren der Türöffner.',
            name: 'Thomas W.',
            role: 'Leitung Personal, Versicherungsdienstleister mit 400 Mitarbeitenden',
          },
          {
            quote:
              'Unser Betriebsrat war schnell überzeugt: keine individuellen Auswertungen, freiwillige Rankings, klare Löschfristen.',
            name: 'Julia S.',
            role: 'Betriebliches Gesundheitsmanagement, Stadtwerke',
          },
          {
            quote:
              'Der Gesundheitstag mit anschließender App-Nutzung hat bei uns mehr bewegt als jede Broschüre.',
            name: 'Peter M.',
            role: 'Geschäftsführer, Ingenieurbüro mit 60 Mitarbeitenden',
          },
        ],
      },
      {
        type: 'contact_form',
        id: 'contact',
        heading: 'Kostenlose Probewoche anfragen',
        text: 'Erzählen Sie uns kurz von Ihrem Unternehmen. Wir melden uns innerhalb von zwei Werktagen und richten Ihre Probewoche ein.',
        trial: true,
      },
    ],
  },
  {
    slug: 'team',
    title: 'Das Team hinter officefit',
    description:
      'Physiotherapie, Sportwissenschaft, Ernährung, Psychologie und Technik: Lerne das Team kennen, das officefit entwickelt.',
    blocks: [
      {
        type: 'hero',
        heading: 'Menschen, die Bewegung in den Alltag bringen',
        text: 'Wir sind Fachleute aus Gesundheit und Technik und haben ein gemeinsames Ziel: Gesundheit am Arbeitsplatz so einfach zu machen, dass sie jeden Tag stattfindet.',
      },
      {
        type: 'team',
        heading: 'Unser Team',
        members: [
          { name: 'Miriam Vogt', role: 'Gründerin und Geschäftsführerin' },
          { name: 'Felix Brandt', role: 'Produkt und Technik' },
          { name: 'Lena Hoffmann', role: 'Physiotherapeutin, Übungsentwicklung' },
          { name: 'Dr. Jonas Berger', role: 'Sportwissenschaftler, Trainingsplanung' },
          { name: 'Aylin Demir', role: 'Ernährungsberaterin, Blog' },
          { name: 'Sophie Krüger', role: 'Psychologin, mentale Stärke' },
          { name: 'Daniel Okafor', role: 'Kundenbetreuung für Unternehmen' },
        ],
      },
      {
        type: 'experts',
        heading: 'Unsere Expertinnen und Experten',
        items: [
          {
            name: 'Sophie Krüger',
            role: 'Psychologin (M. Sc.)',
            bio: 'Gestaltet die Übungen zur mentalen Stärke und schreibt über Stress, Schlaf und Konzentration.',
          },
          {
            name: 'Lena Hoffmann',
            role: 'Physiotherapeutin',
            bio: 'Prüft jede Übung auf saubere Ausführung und darauf, wann sie bei Beschwerden besser weggelassen wird.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Mit uns arbeiten',
        text: 'Sie möchten officefit in Ihrem Unternehmen einführen oder mit uns zusammenarbeiten?',
        label: 'Kontakt aufnehmen',
        href: '/for_your_company#contact',
      },
    ],
  },
  {
    slug: 'faq',
    title: 'Häufige Fragen zu officefit',
    description:
      'Antworten zu Übungen, Zeitaufwand, Datenschutz, Kündigung, Probewoche, Krankenkassen und Fitnesspunkten bei officefit.',
    blocks: [
      {
        type: 'faq',
        heading: 'Häufige Fragen',
        items: [
          {
            question: 'Was ist officefit?',
            answer:
              'officefit ist eine Web-App für Gesundheit am Arbeitsplatz. Sie erstellt dir aus deinem Gesundheitsprofil einen persönlichen Plan mit kurzen Übungen und ergänzt ihn um Übungen gegen Beschwerden, mentale Stärke, einen Habit-Tracker, Challenges und einen Blog.',
          },
          {
            question: 'Wie viel Zeit brauche ich pro Tag?',
            answer:
              'Der Plan sieht vier Übungen pro Tag vor, jede dauert höchstens etwa fünf Minuten. Du kannst sie über den Tag verteilen.',
          },
          {
            question: 'Brauche ich Geräte oder Sportkleidung?',
            answer:
              'Nein. Alle Übungen funktionieren in Alltagskleidung am Arbeitsplatz. Ein Theraband oder ein Massageball erweitern die Auswahl, sind aber nicht nötig – du gibst im Gesundheitsprofil an, was du hast.',
          },
          {
            question: 'Ich habe Rückenschmerzen. Kann ich officefit trotzdem nutzen?',
            answer:
              'Ja, im Gesundheitsprofil gibst du Beschwerden an und der Plan berücksichtigt sie. officefit ersetzt aber keine ärztliche Untersuchung: Bei starken, zunehmenden oder unklaren Schmerzen, nach einem Unfall oder bei Taubheitsgefühlen lass dich bitte zuerst ärztlich beraten.',
          },
          {
            question: 'Wie schützt officefit meine Gesundheitsdaten?',
            answer:
              'Gesundheitsdaten verarbeiten wir nur mit deiner ausdrücklichen Einwilligung und nur, um deinen Plan zu erstellen. Sie werden verschlüsselt übertragen und spätestens sechs Monate nach Vertragsende gelöscht. Eine Weitergabe zu Werbezwecken gibt es nicht.',
          },
          {
            question: 'Sieht mein Arbeitgeber meine Daten?',
            answer:
              'Nein. Dein Arbeitgeber sieht keine individuellen Gesundheitsdaten und keine einzelnen Übungen. An Rankings und Challenges nimmst du nur teil, wenn du dem in den Einstellungen zustimmst; einen Spitznamen statt deines Vornamens kannst du jederzeit festlegen.',
          },
          {
            question: 'Wie kann ich kündigen?',
            answer:
              'Online: Öffne dein Profil und wähle „Kündigen“. Die Kündigung dauert drei Schritte, du bekommst eine Bestätigung. Kündigst du eine private Mitgliedschaft innerhalb der ersten Woche, erstatten wir den Beitrag.',
          },
          {
            question: 'Welche Laufzeiten gibt es?',
            answer:
              'Private Mitgliedschaften gibt es für zwei Wochen sowie für ein, drei, sechs, neun oder zwölf Monate. Bei Firmenzugängen regelt der Vertrag Ihres Unternehmens die Laufzeit.',
          },
          {
            question: 'Was ist die Probewoche für Unternehmen?',
            answer:
              'Ein Team Ihres Unternehmens nutzt officefit eine Woche lang kostenlos mit vollem Funktionsumfang. Sie fragen die Probewoche über das Kontaktformular an, wir richten sie ein. Sie endet automatisch, ohne dass Sie kündigen müssen.',
          },
          {
            question: 'Bezahlt die Krankenkasse officefit?',
            answer:
              'Gesetzliche Krankenkassen können betriebliche Gesundheitsförderung nach § 20b SGB V unterstützen. Ob eine Förderung möglich ist, entscheidet die jeweilige Kasse im Einzelfall. Wir helfen Unternehmen gern bei der Vorbereitung einer Anfrage, können eine Förderung aber nicht zusagen.',
          },
          {
            question: 'Wie funktionieren Fitnesspunkte?',
            answer:
              'Für Übungen, erreichte Wochen- und Schrittziele, gelesene Artikel und Challenges erhältst du Fitnesspunkte. Sie lassen sich im Prämien-Shop gegen Prämien eintauschen.',
          },
          {
            question: 'Was passiert im Urlaub?',
            answer:
              'Trage eine Abwesenheit ein – Urlaub, Krankheit oder Dienstreise. In dieser Zeit bekommst du keine Erinnerungen.',
          },
          {
            question: 'Auf welchen Geräten läuft officefit?',
            answer:
              'In jedem aktuellen Browser auf Computer, Tablet und Smartphone. Du kannst officefit wie eine App installieren; bereits geladene Inhalte bleiben auch ohne Verbindung verfügbar.',
          },
          {
            question: 'In welchen Sprachen gibt es officefit?',
            answer: 'Auf Deutsch und Englisch. Die Sprache stellst du in deinem Profil ein.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Deine Frage war nicht dabei?',
        text: 'Schreib uns über das Kontaktformular.',
        label: 'Kontakt',
        href: '/for_you#contact',
      },
    ],
  },
];
