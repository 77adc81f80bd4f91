// German landing pages (CMS seed), addressing the reader formally ("Sie") like the rest of the app, plus the
// legal pages special/terms, special/imprint and special/privacy of the demo operator (complete and plausible; the
// operator replaces them with their own, see README "Legal pages"). No external URLs. The seed creates each page language once, published with a first revision; editors change them in the
// admin area afterwards (the seed never overwrites).
import { infoPagesDe } from './info-pages-de';
import { operator, printedVatId } from '../../shared/operator';
import { teamExperts, teamMembers } from './team';
import type { SeedPage } from './types';

/** The operator record (shared/operator.ts): imprint, privacy and terms name the company invoices and mails name. */
const op = operator();

export const pagesDe: readonly SeedPage[] = [
  {
    slug: '',
    title: 'officefit – fit im Arbeitsalltag, fünf Minuten am Stück',
    description:
      'officefit bringt kurze, persönliche Übungen, Gewohnheiten und Challenges in den Büroalltag – für Mitarbeitende und für Privatpersonen.',
    blocks: [
      {
        type: 'hero',
        heading: 'Gesund durch den Arbeitstag – mit Bewegung, die passt',
        text: 'officefit erstellt Ihnen aus Ihrem Gesundheitsprofil einen persönlichen Trainingsplan: vier kurze Übungen pro Tag, jede höchstens etwa fünf Minuten – direkt am Schreibtisch, ohne Umziehen und ohne Geräte.',
        ctaLabel: 'Für Unternehmen',
        ctaHref: '/for_your_company',
      },
      {
        type: 'features',
        heading: 'Was officefit für Sie tut',
        items: [
          {
            title: 'Ihr persönlicher Plan',
            text: 'Aus Gesundheitsprofil, Zielen und zwei Fokusthemen entsteht ein Plan für vier Wochen – jeden Tag vier Übungen, abgestimmt auf Ihre Zeit und Ihre Ausstattung.',
            icon: 'target',
          },
          {
            title: 'Gezielt gegen Beschwerden',
            text: 'Nacken verspannt, Rücken müde? Wählen Sie die Körperregion und erhalten Sie Übungen, die genau dort ansetzen – behutsam und gut erklärt.',
            icon: 'heart',
          },
          {
            title: 'Mentale Stärke',
            text: 'Atem- und Fokusübungen, Artikel zu Stress, Schlaf und Konzentration helfen Ihnen, auch im Kopf beweglich zu bleiben.',
            icon: 'brain',
          },
          {
            title: 'Gewohnheiten und Ziele',
            text: 'Habit-Tracker, Wochenziel und Schrittziel machen Fortschritt sichtbar. Jeder Werktag mit Aktivität lässt Ihren Strike wachsen.',
            icon: 'chart',
          },
          {
            title: 'Gemeinsam motiviert',
            text: 'Fordern Sie Kolleginnen und Kollegen zu Challenges heraus – eins gegen eins, zu zweit oder als Team. Die Teilnahme ist freiwillig.',
            icon: 'users',
          },
          {
            title: 'Punkte mit Wert',
            text: 'Für Übungen, Ziele und Challenges sammeln Sie Fitnesspunkte und lösen sie im Prämien-Shop ein.',
            icon: 'star',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Warum kurze Einheiten wirken',
        html: '<p>Langes Sitzen belastet Rücken, Nacken und Kreislauf. Entscheidend ist weniger die einzelne große Sporteinheit als die <strong>regelmäßige Unterbrechung</strong> des Sitzens. Deshalb setzt officefit auf kurze Übungen, die Sie zwischen zwei Terminen erledigen.</p><p>Die App erinnert Sie zu Ihren Wunschzeiten, pausiert während Urlaub oder Krankheit und passt den Plan an, wenn Ihnen eine Übung nicht gefällt.</p>',
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
        type: 'prices',
        id: 'prices',
        heading: 'Preise für Privatpersonen',
        text: 'Ohne Firmenzugang buchen Sie officefit selbst – für zwei Wochen bis zwölf Monate, online kündbar.',
      },
      {
        type: 'cta',
        heading: 'Eine Woche kostenlos mit Ihrem Team testen',
        text: 'Wir richten Ihnen eine Probewoche ein – unverbindlich, sie endet automatisch.',
        label: 'Probewoche anfragen',
        href: '/for_your_company#contact',
      },
    ],
  },
  {
    slug: 'intro',
    title: 'So funktioniert officefit',
    description:
      'In drei Schritten zu Ihrem persönlichen Trainingsplan: Gesundheitsprofil ausfüllen, Fokus wählen, täglich vier kurze Übungen machen.',
    blocks: [
      {
        type: 'hero',
        heading: 'In drei Schritten startklar',
        text: 'officefit lernt Sie kurz kennen und stellt Ihnen dann jeden Tag ein kleines, passendes Programm zusammen.',
        ctaLabel: 'Häufige Fragen',
        ctaHref: '/faq',
      },
      {
        type: 'features',
        heading: 'Ihr Start',
        items: [
          {
            title: '1. Gesundheitsprofil',
            text: 'In fünf kurzen Schritten erfassen Sie persönliche Angaben, Beschwerden, Ziele und Einstellungen. Sie können das Profil überspringen und erhalten dann einen Standardplan.',
            icon: 'shield',
          },
          {
            title: '2. Zwei Fokusthemen',
            text: 'Wählen Sie genau zwei Schwerpunkte, etwa Beweglichkeit und Schlaf. Diese prägen Ihre Fokusphase von vier Wochen.',
            icon: 'target',
          },
          {
            title: '3. Täglich vier Übungen',
            text: 'Jeden Arbeitstag warten vier Übungen auf Sie, jede höchstens etwa fünf Minuten lang. Erinnerungen kommen zu Ihren Wunschzeiten.',
            icon: 'clock',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Was Sie dafür brauchen',
        html: '<ul><li>Einen Computer, ein Tablet oder ein Smartphone mit aktuellem Browser – officefit lässt sich wie eine App installieren.</li><li>Etwas Platz neben dem Schreibtisch. Ein Fitnessband oder ein Massageball sind willkommen, aber nicht nötig.</li><li>Etwa 20 Minuten am Tag, verteilt auf kleine Pausen.</li></ul><p>Übungen, die Ihnen nicht zusagen, entfernen Sie mit Angabe eines Grundes – der Plan berücksichtigt das künftig. Lieblingsübungen speichern Sie als Favoriten.</p>',
      },
      {
        type: 'cta',
        heading: 'Bereit für Ihren Start?',
        text: 'Registrieren Sie sich mit dem Zugangscode Ihres Unternehmens, einem Gutschein oder einer Mitgliedschaft.',
        label: 'Jetzt registrieren',
        href: '/registration',
      },
      {
        type: 'cta',
        heading: 'Noch Fragen?',
        text: 'Die Antworten auf die häufigsten Fragen finden Sie in unseren FAQ.',
        label: 'Zu den FAQ',
        href: '/faq',
      },
    ],
  },
  {
    slug: 'for_you',
    title: 'officefit für Sie – Ihr persönliches Bewegungsprogramm',
    description:
      'officefit für Privatpersonen: ein persönlicher Trainingsplan mit kurzen Übungen, Habit-Tracker, Blog und Prämien – flexibel buchbar und online kündbar.',
    blocks: [
      {
        type: 'hero',
        heading: 'Ihr Bewegungscoach für Homeoffice und Büro',
        text: 'Auch ohne Firmenzugang können Sie officefit nutzen: persönlicher Plan, Übungen gegen Beschwerden, mentale Stärke und ein Blog voller alltagstauglicher Tipps.',
        ctaLabel: 'Frage stellen',
        ctaHref: '#contact',
      },
      {
        type: 'features',
        heading: 'Das ist alles dabei',
        items: [
          {
            title: 'Persönlicher Trainingsplan',
            text: 'Vier kurze Übungen pro Tag, zusammengestellt aus Ihrem Gesundheitsprofil und Ihren Zielen.',
            icon: 'target',
          },
          {
            title: 'Übungen nach Körperregion',
            text: 'Für akute Verspannungen wählen Sie die Region – von Nacken bis Knie – und erhalten passende Übungen.',
            icon: 'heart',
          },
          {
            title: 'Habit-Tracker',
            text: 'Bauen Sie gesunde Routinen zu Ernährung, Bewegung und mentaler Stärke auf und haken Sie sie täglich ab.',
            icon: 'leaf',
          },
          {
            title: 'Blog mit Ernährung und mentaler Stärke',
            text: 'Artikel zu Ernährung, Schlaf, Stress und Bewegung – zum Merken und Bewerten.',
            icon: 'brain',
          },
          {
            title: 'Fitnesspunkte und Prämien',
            text: 'Jede Aktivität bringt Punkte, die Sie im Prämien-Shop einlösen können.',
            icon: 'star',
          },
          {
            title: 'Livestream',
            text: 'Machen Sie bei Live-Einheiten mit – eine Erinnerung kommt zehn Minuten vor Beginn.',
            icon: 'phone',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Mitgliedschaft ohne Haken',
        html: '<p>Sie wählen die Laufzeit, die zu Ihnen passt: zwei Wochen oder ein, drei, sechs, neun oder zwölf Monate. Die Abrechnung erfolgt monatlich, vierteljährlich, halbjährlich oder jährlich.</p><ul><li><strong>Online kündbar:</strong> Die Kündigung erledigen Sie in drei Schritten in Ihrem Profil.</li><li><strong>Erstattung in der ersten Woche:</strong> Kündigen Sie innerhalb der ersten Woche, erstatten wir den Beitrag.</li><li><strong>Ihre Daten gehören Ihnen:</strong> Gesundheitsdaten nutzen wir nur für Ihren Plan und löschen sie spätestens sechs Monate nach Vertragsende.</li></ul>',
      },
      {
        type: 'prices',
        id: 'prices',
        heading: 'Preise',
        text: 'Sie wählen die Laufzeit, die zu Ihnen passt – online kündbar, in der ersten Woche mit Erstattung.',
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
        heading: 'Sie haben eine Frage?',
        text: 'Schreiben Sie uns – wir antworten in der Regel innerhalb von zwei Werktagen.',
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
            text: 'Übungen von höchstens etwa fünf Minuten passen zwischen zwei Termine. Erinnerungen, Strike und Punkte halten die Motivation hoch.',
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
      'Physiotherapie, Sportwissenschaft, Ernährung, Psychologie und Technik: Lernen Sie das Team kennen, das officefit entwickelt.',
    blocks: [
      {
        type: 'hero',
        heading: 'Menschen, die Bewegung in den Alltag bringen',
        text: 'Wir sind Fachleute aus Gesundheit und Technik und haben ein gemeinsames Ziel: Gesundheit am Arbeitsplatz so einfach zu machen, dass sie jeden Tag stattfindet.',
      },
      {
        type: 'team',
        heading: 'Unser Team',
        members: teamMembers('de'),
      },
      {
        type: 'experts',
        heading: 'Unsere Expertinnen und Experten',
        items: teamExperts('de'),
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
              'officefit ist eine Web-App für Gesundheit am Arbeitsplatz. Die App erstellt Ihnen aus Ihrem Gesundheitsprofil einen persönlichen Plan mit kurzen Übungen und ergänzt ihn um Übungen gegen Beschwerden, mentale Stärke, einen Habit-Tracker, Challenges und einen Blog.',
          },
          {
            question: 'Wie viel Zeit brauche ich pro Tag?',
            answer:
              'Der Plan sieht vier Übungen pro Tag vor, jede dauert höchstens etwa fünf Minuten. Sie können sie über den Tag verteilen.',
          },
          {
            question: 'Brauche ich Geräte oder Sportkleidung?',
            answer:
              'Nein. Alle Übungen funktionieren in Alltagskleidung am Arbeitsplatz. Ein Fitnessband oder ein Massageball erweitern die Auswahl, sind aber nicht nötig – Sie geben im Gesundheitsprofil an, was Sie haben.',
          },
          {
            question: 'Ich habe Rückenschmerzen. Kann ich officefit trotzdem nutzen?',
            answer:
              'Ja, im Gesundheitsprofil geben Sie Beschwerden an und der Plan berücksichtigt sie. officefit ersetzt aber keine ärztliche Untersuchung: Bei starken, zunehmenden oder unklaren Schmerzen, nach einem Unfall oder bei Taubheitsgefühlen lassen Sie sich bitte zuerst ärztlich beraten.',
          },
          {
            question: 'Wie schützt officefit meine Gesundheitsdaten?',
            answer:
              'Gesundheitsdaten verarbeiten wir nur mit Ihrer ausdrücklichen Einwilligung und nur, um Ihren Plan zu erstellen. Die Daten werden verschlüsselt übertragen und spätestens sechs Monate nach Vertragsende gelöscht. Eine Weitergabe zu Werbezwecken gibt es nicht.',
          },
          {
            question: 'Sieht mein Arbeitgeber meine Daten?',
            answer:
              'Nein. Ihr Arbeitgeber sieht keine individuellen Gesundheitsdaten und keine einzelnen Übungen. An Rankings und Challenges nehmen Sie nur teil, wenn Sie dem in den Einstellungen zustimmen; einen Spitznamen statt Ihres Vornamens können Sie jederzeit festlegen.',
          },
          {
            question: 'Wie kann ich kündigen?',
            answer:
              'Online: Öffnen Sie Ihr Profil und wählen Sie „Kündigen“. Die Kündigung dauert drei Schritte, Sie erhalten eine Bestätigung. Kündigen Sie eine private Mitgliedschaft innerhalb der ersten Woche, erstatten wir den Beitrag.',
          },
          {
            question: 'Welche Laufzeiten gibt es?',
            answer:
              'Private Mitgliedschaften gibt es für zwei Wochen sowie für ein, drei, sechs, neun oder zwölf Monate. Bei Firmenzugängen regelt der Vertrag Ihres Unternehmens die Laufzeit.',
          },
          {
            question: 'Was ist die Probewoche für Unternehmen?',
            answer:
              'Ein Team Ihres Unternehmens nutzt officefit eine Woche lang kostenlos mit vollem Funktionsumfang. Sie fragen die Probewoche über das Kontaktformular an, wir richten sie ein. Die Probewoche endet automatisch, ohne dass Sie kündigen müssen.',
          },
          {
            question: 'Bezahlt die Krankenkasse officefit?',
            answer:
              'Gesetzliche Krankenkassen können betriebliche Gesundheitsförderung nach § 20b SGB V unterstützen. Ob eine Förderung möglich ist, entscheidet die jeweilige Kasse im Einzelfall. Wir helfen Unternehmen gern bei der Vorbereitung einer Anfrage, können eine Förderung aber nicht zusagen.',
          },
          {
            question: 'Wie funktionieren Fitnesspunkte?',
            answer:
              'Für Übungen, erreichte Wochen- und Schrittziele, gelesene Artikel und Challenges erhalten Sie Fitnesspunkte. Diese lassen sich im Prämien-Shop gegen Prämien eintauschen.',
          },
          {
            question: 'Was passiert im Urlaub?',
            answer:
              'Tragen Sie eine Abwesenheit ein – Urlaub, Krankheit oder Dienstreise. In dieser Zeit erhalten Sie keine Erinnerungen.',
          },
          {
            question: 'Auf welchen Geräten läuft officefit?',
            answer:
              'In jedem aktuellen Browser auf Computer, Tablet und Smartphone. Sie können officefit wie eine App installieren; bereits geladene Inhalte bleiben auch ohne Verbindung verfügbar.',
          },
          {
            question: 'In welchen Sprachen gibt es officefit?',
            answer: 'Auf Deutsch und Englisch. Die Sprache stellen Sie in Ihrem Profil ein.',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Ihre Frage war nicht dabei?',
        text: 'Schreiben Sie uns über das Kontaktformular.',
        label: 'Kontakt',
        href: '/for_you#contact',
      },
    ],
  },
  {
    slug: 'special/terms',
    title: 'Allgemeine Geschäftsbedingungen (AGB)',
    description: `Allgemeine Geschäftsbedingungen der ${op.name}: Leistungen, Registrierung, private und Firmenmitgliedschaften, Laufzeiten, Online-Kündigung, Fitnesspunkte, Gesundheitshinweise und Haftung.`,
    blocks: [
      {
        type: 'text',
        heading: '§ 1 Geltungsbereich und Anbieter',
        html: `<p>(1) Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung der Web-App officefit der ${op.name}, ${op.street}, ${op.postal_code} ${op.city} – im Folgenden „wir“. Die vollständigen Anbieterangaben finden Sie im <a href="/special/imprint">Impressum</a>.</p><p>(2) Sie gelten für private Mitgliedschaften, die Sie direkt bei uns abschließen, und für die Nutzung über einen Firmenzugang. Für das Vertragsverhältnis zwischen uns und einem Unternehmen gilt zusätzlich der jeweilige Firmenvertrag; bei Abweichungen geht er diesen AGB vor.</p><p>(3) Abweichende Geschäftsbedingungen von Unternehmen werden nur Vertragsbestandteil, wenn wir ihnen ausdrücklich zustimmen.</p>`,
      },
      {
        type: 'text',
        heading: '§ 2 Gegenstand und Leistungen',
        html: '<p>(1) officefit ist eine Web-App für Gesundheit am Arbeitsplatz. Sie umfasst insbesondere einen persönlichen Trainingsplan mit kurzen Übungen auf Grundlage des Gesundheitsprofils, Übungen nach Körperregion, Inhalte zur mentalen Stärke, einen Habit-Tracker, Wochen- und Schrittziele, Challenges und Rankings, einen Blog, Livestreams sowie Fitnesspunkte und einen Prämien-Shop.</p><p>(2) Der Leistungsumfang im Einzelnen ergibt sich aus der Beschreibung bei der Buchung beziehungsweise aus dem Firmenvertrag.</p><p>(3) Wir entwickeln officefit laufend weiter. Funktionen dürfen wir aus einem triftigen Grund ändern, etwa zur Anpassung an neue Technik, an geänderte Rechtslage oder aus Sicherheitsgründen, sofern Ihnen dadurch keine zusätzlichen Kosten entstehen. Über Änderungen informieren wir Sie rechtzeitig. Beeinträchtigt eine Änderung Ihren Zugang oder die Nutzbarkeit mehr als nur unerheblich, können Sie den Vertrag nach den gesetzlichen Vorschriften (§ 327r BGB) beenden.</p><p>(4) Wir bemühen uns um eine möglichst unterbrechungsfreie Verfügbarkeit. Planbare Wartungsarbeiten kündigen wir nach Möglichkeit vorher an.</p>',
      },
      {
        type: 'text',
        heading: '§ 3 Registrierung und Nutzerkonto',
        html: '<p>(1) Für die Nutzung benötigen Sie ein persönliches Nutzerkonto. Eine private Mitgliedschaft können volljährige Personen abschließen.</p><p>(2) Bitte machen Sie bei der Registrierung wahrheitsgemäße Angaben und halten Sie diese aktuell. Halten Sie Ihr Passwort geheim. Das Konto ist persönlich und nicht übertragbar; je Person ist ein Konto vorgesehen.</p><p>(3) Der Vertrag über eine private Mitgliedschaft kommt zustande, wenn Sie die Buchung über die Bestellschaltfläche abschließen und wir sie bestätigen. Vor dem Absenden können Sie Ihre Angaben prüfen und korrigieren. Vertragssprachen sind Deutsch und Englisch.</p>',
      },
      {
        type: 'text',
        heading: '§ 4 Firmenmitgliedschaft',
        html: '<p>(1) Unternehmen können officefit für ihre Mitarbeitenden buchen. Mitarbeitende registrieren sich mit ihrer dienstlichen E-Mail-Adresse oder einem Zugangscode. Die Kosten trägt das Unternehmen; Laufzeit und Umfang regelt der Firmenvertrag.</p><p>(2) Der Firmenzugang endet, wenn der Firmenvertrag endet oder das Unternehmen Ihre Berechtigung beendet, zum Beispiel wenn Sie das Unternehmen verlassen.</p><p>(3) Ihr Arbeitgeber erhält keine individuellen Gesundheitsdaten und keine Auswertungen zu Ihren einzelnen Übungen. An Rankings und Challenges nehmen Sie nur teil, wenn Sie dem zustimmen.</p><p>(4) Eine kostenlose Probewoche für Unternehmen endet automatisch, ohne dass es einer Kündigung bedarf.</p>',
      },
      {
        type: 'text',
        heading: '§ 5 Private Mitgliedschaft, Laufzeiten und Preise',
        html: '<p>(1) Private Mitgliedschaften gibt es mit einer Laufzeit von zwei Wochen sowie von einem, drei, sechs, neun oder zwölf Monaten.</p><p>(2) Es gelten die bei der Buchung angezeigten Preise einschließlich der gesetzlichen Umsatzsteuer. Je nach gewähltem Tarif wird monatlich, vierteljährlich, halbjährlich oder jährlich im Voraus abgerechnet.</p><p>(3) Ob sich eine Mitgliedschaft nach Ablauf der Laufzeit verlängert, wird Ihnen vor der Buchung angezeigt. Verlängert sie sich, läuft sie nach Ablauf der ersten Laufzeit auf unbestimmte Zeit weiter und kann jederzeit mit einer Frist von einem Monat gekündigt werden.</p><p>(4) Kündigen Sie eine private Mitgliedschaft innerhalb der ersten Woche, erstatten wir Ihnen den gezahlten Beitrag. Ihr gesetzliches Widerrufsrecht bleibt davon unberührt.</p>',
      },
      {
        type: 'text',
        heading: '§ 6 Widerrufsrecht',
        html: '<p>Als Verbraucherin oder Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Die Einzelheiten und das Muster-Widerrufsformular erhalten Sie mit der Widerrufsbelehrung bei der Buchung.</p>',
      },
      {
        type: 'text',
        heading: '§ 7 Kündigung',
        html: '<p>(1) Sie können Ihre private Mitgliedschaft jederzeit online kündigen: Öffnen Sie Ihr Profil und wählen Sie „Kündigen“. Sie werden in drei Schritten zu einer Bestätigungsseite geführt und senden die Kündigung dort über eine eindeutig beschriftete Schaltfläche ab (§ 312k BGB). Wir bestätigen Ihnen den Eingang umgehend elektronisch mit Datum und Uhrzeit sowie dem Zeitpunkt, zu dem die Mitgliedschaft endet.</p><p>(2) Sie können auch in Textform kündigen, zum Beispiel über das <a href="/contact">Kontaktformular</a>.</p><p>(3) Einen Firmenvertrag kündigt das Unternehmen nach den Regeln des Firmenvertrags. Ihr Nutzerkonto können Sie unabhängig davon jederzeit löschen lassen.</p><p>(4) Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.</p>',
      },
      {
        type: 'text',
        heading: '§ 8 Fitnesspunkte und Prämien',
        html: '<p>(1) Für Aktivitäten wie Übungen, erreichte Ziele, gelesene Artikel und Challenges erhalten Sie Fitnesspunkte. Wie viele Punkte es wofür gibt, zeigt officefit an. Wir können das Punktesystem für die Zukunft anpassen; bereits gutgeschriebene Punkte bleiben erhalten.</p><p>(2) <strong>Fitnesspunkte haben keinen Geldwert.</strong> Sie können nicht ausgezahlt, übertragen oder verkauft werden und begründen keinen Anspruch auf eine bestimmte Prämie.</p><p>(3) Im Prämien-Shop können Sie Punkte gegen Prämien eintauschen, solange der Vorrat reicht. Für den Versand von Sachprämien kann eine Versandkostenpauschale anfallen; sie wird vor der Bestellung angezeigt.</p><p>(4) Punkte, die durch Manipulation oder missbräuchliche Nutzung entstanden sind, können wir wieder abziehen. Nach dem Ende der Mitgliedschaft können Punkte nicht mehr eingelöst werden.</p>',
      },
      {
        type: 'text',
        heading: '§ 9 Gesundheitshinweise – keine medizinische Beratung',
        html: '<p>(1) officefit dient der allgemeinen Gesundheitsförderung und Prävention. Die App ist kein Medizinprodukt und ersetzt keine ärztliche oder physiotherapeutische Untersuchung, Beratung oder Behandlung.</p><p>(2) Wenn Sie Beschwerden haben – insbesondere bei starken, zunehmenden oder unklaren Schmerzen, nach einem Unfall oder einer Operation, bei Taubheitsgefühlen, bei Herz-Kreislauf-Erkrankungen oder in der Schwangerschaft –, lassen Sie sich bitte vor dem Training ärztlich beraten.</p><p>(3) Führen Sie die Übungen nur so weit aus, wie es Ihnen ohne Schmerzen möglich ist, und brechen Sie eine Übung ab, wenn Schmerzen, Schwindel oder Unwohlsein auftreten.</p><p>(4) Ihre Angaben im Gesundheitsprofil helfen, den Plan anzupassen. Bitte machen Sie sie vollständig und halten Sie sie aktuell.</p>',
      },
      {
        type: 'text',
        heading: '§ 10 Faire Nutzung',
        html: '<p>(1) Bitte nutzen Sie officefit nur für den vorgesehenen Zweck. Insbesondere dürfen Sie keine Zugangsdaten weitergeben, keine beleidigenden oder rechtswidrigen Inhalte einstellen – etwa als Spitzname oder in Challenges –, Punkte, Ziele oder Rankings nicht manipulieren und den Dienst nicht angreifen oder übermäßig belasten.</p><p>(2) Bei Verstößen können wir Inhalte entfernen, Punkte korrigieren und das Konto nach vorheriger Abmahnung, bei schwerwiegenden Verstößen auch sofort, sperren.</p>',
      },
      {
        type: 'text',
        heading: '§ 11 Haftung',
        html: '<p>(1) Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.</p><p>(2) Bei leichter Fahrlässigkeit haften wir nur für die Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. In diesem Fall ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.</p><p>(3) Im Übrigen ist die Haftung ausgeschlossen. Die Haftungsbeschränkungen gelten auch zugunsten unserer Mitarbeitenden und Erfüllungsgehilfen.</p><p>(4) Ihre gesetzlichen Rechte bei Mängeln digitaler Produkte (§§ 327 ff. BGB) bleiben unberührt.</p>',
      },
      {
        type: 'text',
        heading: '§ 12 Datenschutz',
        html: '<p>Wie wir Ihre personenbezogenen Daten verarbeiten – insbesondere die Gesundheitsdaten Ihres Gesundheitsprofils –, erklären wir in unserer <a href="/special/privacy">Datenschutzerklärung</a>.</p>',
      },
      {
        type: 'text',
        heading: '§ 13 Änderungen dieser AGB',
        html: '<p>Änderungen dieser AGB teilen wir Ihnen rechtzeitig vor ihrem Inkrafttreten in Textform mit. Für bestehende Verträge gelten sie nur, wenn Sie ihnen zustimmen.</p>',
      },
      {
        type: 'text',
        heading: '§ 14 Schlussbestimmungen',
        html: '<p>(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Sind Sie Verbraucherin oder Verbraucher, gilt diese Rechtswahl nur, soweit Ihnen dadurch nicht der Schutz zwingender Vorschriften des Staates entzogen wird, in dem Sie Ihren gewöhnlichen Aufenthalt haben.</p><p>(2) Sind Sie Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand Berlin.</p><p>(3) Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p><p>(4) Sollten einzelne Bestimmungen unwirksam sein, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.</p>',
      },
      {
        type: 'faq',
        heading: 'Das Wichtigste in Kürze',
        items: [
          {
            question: 'Wie kündige ich meine Mitgliedschaft?',
            answer:
              'Online in Ihrem Profil über „Kündigen“ – in drei Schritten, mit Bestätigung. Kündigen Sie eine private Mitgliedschaft innerhalb der ersten Woche, erstatten wir den Beitrag.',
          },
          {
            question: 'Welche Laufzeiten gibt es?',
            answer:
              'Private Mitgliedschaften laufen zwei Wochen oder ein, drei, sechs, neun oder zwölf Monate. Bei einem Firmenzugang regelt der Vertrag Ihres Unternehmens die Laufzeit.',
          },
          {
            question: 'Kann ich mir Fitnesspunkte auszahlen lassen?',
            answer:
              'Nein. Fitnesspunkte haben keinen Geldwert. Sie können sie nur im Prämien-Shop gegen Prämien eintauschen.',
          },
          {
            question: 'Ersetzt officefit eine ärztliche Beratung?',
            answer:
              'Nein. Bei Beschwerden lassen Sie sich bitte ärztlich beraten, bevor Sie trainieren, und brechen Sie eine Übung ab, wenn sie Schmerzen verursacht.',
          },
        ],
      },
    ],
  },
  {
    slug: 'special/imprint',
    title: 'Impressum',
    description: `Impressum der ${op.name}: Anbieterkennzeichnung nach § 5 DDG, Kontakt, Registereintrag, Umsatzsteuer-ID und Verantwortliche für den Inhalt.`,
    blocks: [
      {
        type: 'text',
        heading: 'Angaben gemäß § 5 DDG',
        html: `<p>${op.name}<br>${op.street}<br>${op.postal_code} ${op.city}<br>${op.country.de}</p><p><strong>Vertreten durch die Geschäftsführung:</strong> ${op.managing_director}</p>`,
      },
      {
        type: 'text',
        heading: 'Kontakt',
        html: `<p>Am schnellsten erreichen Sie uns über unser <a href="/contact">Kontaktformular</a>.</p><p>Telefon: ${op.phone} (Montag bis Freitag, 9 bis 17 Uhr)<br>E-Mail: <a href="mailto:${op.email}">${op.email}</a><br>Fragen zum Datenschutz: <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a></p>`,
      },
      {
        type: 'text',
        heading: 'Registereintrag',
        html: `<p>Eingetragen im Handelsregister beim ${op.register_court.de}<br>Registernummer: ${op.register_number}</p>`,
      },
      {
        type: 'text',
        heading: 'Umsatzsteuer-Identifikationsnummer',
        html: `<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${printedVatId(op)}</p>`,
      },
      {
        type: 'text',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        html: `<p>${op.managing_director}, Anschrift wie oben</p>`,
      },
      {
        type: 'text',
        heading: 'Verbraucherstreitbeilegung',
        html: '<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
      },
      {
        type: 'text',
        heading: 'Hinweis zu Gesundheitsinhalten',
        html: '<p>Die Übungen und Artikel auf officefit entstehen mit Fachleuten aus Physiotherapie, Sportwissenschaft, Ernährung und Psychologie. Sie dienen der allgemeinen Gesundheitsförderung und ersetzen keine ärztliche Beratung, Diagnose oder Behandlung. Bei Beschwerden wenden Sie sich bitte an eine Ärztin oder einen Arzt.</p>',
      },
      {
        type: 'text',
        heading: 'Urheberrecht',
        html: '<p>Texte, Bilder und Videos auf officefit sind urheberrechtlich geschützt. Sie dürfen sie im Rahmen Ihrer Mitgliedschaft nutzen; eine Vervielfältigung oder Weitergabe darüber hinaus bedarf unserer vorherigen Zustimmung.</p>',
      },
    ],
  },
  {
    slug: 'special/privacy',
    title: 'Datenschutzerklärung',
    description:
      'Wie officefit personenbezogene Daten und Gesundheitsdaten verarbeitet: Einwilligung, Zweck, Speicherdauer, Hosting in der EU, keine Werbe-Tracker und Ihre Rechte nach der DSGVO.',
    blocks: [
      {
        type: 'faq',
        heading: 'Das Wichtigste in Kürze',
        items: [
          {
            question: 'Wofür nutzt officefit meine Gesundheitsdaten?',
            answer:
              'Ausschließlich, um Ihren persönlichen Trainingsplan zu erstellen – und nur, wenn Sie ausdrücklich eingewilligt haben. Ohne Gesundheitsprofil erhalten Sie einen Standardplan.',
          },
          {
            question: 'Sieht mein Arbeitgeber meine Gesundheitsdaten?',
            answer:
              'Nein. Ihr Arbeitgeber erhält weder Gesundheitsdaten noch Auswertungen zu Ihren einzelnen Übungen.',
          },
          {
            question: 'Kann ich meine Einwilligung widerrufen?',
            answer:
              'Ja, jederzeit mit Wirkung für die Zukunft – per E-Mail an datenschutz@officefit.example oder über das Kontaktformular. Wir löschen Ihre Gesundheitsdaten dann.',
          },
          {
            question: 'Wann werden meine Daten gelöscht?',
            answer:
              'Auf Ihren Wunsch, spätestens aber sechs Monate nach Vertragsende. Nur Rechnungsbelege bewahren wir so lange auf, wie es das Gesetz verlangt.',
          },
          {
            question: 'Werde ich für Werbung getrackt?',
            answer:
              'Nein. officefit setzt keine Werbe-Tracker ein. Eine Reichweitenmessung gibt es nur, wenn sie eingerichtet ist, und dann anonym.',
          },
        ],
      },
      {
        type: 'text',
        heading: '1. Verantwortlicher',
        html: `<p>Verantwortlich für die Datenverarbeitung ist die ${op.name}, ${op.street}, ${op.postal_code} ${op.city}, ${op.country.de}, vertreten durch die Geschäftsführung (${op.managing_director}). Weitere Angaben finden Sie im <a href="/special/imprint">Impressum</a>.</p><p>Sie erreichen uns über das <a href="/contact">Kontaktformular</a> oder per E-Mail an <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a>. Unter dieser Adresse erreichen Sie auch unsere Datenschutzbeauftragte.</p>`,
      },
      {
        type: 'text',
        heading: '2. Besuch der Website',
        html: '<p>Wenn Sie officefit aufrufen, verarbeitet unser Server technisch notwendige Zugriffsdaten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, übertragene Datenmenge sowie Angaben zu Browser und Betriebssystem. Wir benötigen sie, um die Seiten auszuliefern und den Dienst vor Angriffen zu schützen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein sicherer und stabiler Betrieb. Protokolldaten löschen wir nach spätestens 14 Tagen, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.</p>',
      },
      {
        type: 'text',
        heading: '3. Kontaktformular und Probewoche',
        html: '<p>Wenn Sie uns über das Kontaktformular schreiben oder eine Probewoche anfragen, verarbeiten wir Ihre Angaben – Name, E-Mail-Adresse und Nachricht sowie freiwillig Unternehmen, Telefonnummer und Zahl der Mitarbeitenden –, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO.</p><p>Zum Schutz vor Missbrauch begrenzen wir die Zahl der Anfragen. Dafür speichern wir Ihre IP-Adresse nicht im Klartext, sondern nur als Hashwert. Anfragen löschen wir, wenn sie erledigt sind, spätestens nach zwölf Monaten, sofern keine gesetzlichen Aufbewahrungspflichten bestehen.</p>',
      },
      {
        type: 'text',
        heading: '4. Nutzerkonto und Mitgliedschaft',
        html: '<p>Für Ihr Nutzerkonto verarbeiten wir Name, E-Mail-Adresse, Passwort (nur als Hashwert gespeichert), Sprache und Einstellungen sowie Angaben zu Ihrer Mitgliedschaft, bei privaten Mitgliedschaften auch Zahlungs- und Rechnungsdaten. Bei einem Firmenzugang ordnen wir Ihr Konto über Ihre dienstliche E-Mail-Adresse oder einen Zugangscode Ihrem Unternehmen zu.</p><p>Außerdem speichern wir, wie Sie officefit nutzen – etwa erledigte Übungen, Favoriten, Gewohnheiten, Ziele, eingetragene Schritte, Abwesenheiten, Fitnesspunkte und gelesene Artikel –, weil wir diese Funktionen sonst nicht bereitstellen können. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Für Zahlungen geben wir die erforderlichen Daten an den jeweiligen Zahlungsdienstleister weiter.</p><p>Wir löschen diese Daten, wenn Sie Ihr Konto löschen lassen, spätestens sechs Monate nach Vertragsende. Rechnungs- und Buchungsbelege bewahren wir so lange auf, wie Handels- und Steuerrecht es vorschreiben (Art. 6 Abs. 1 lit. c DSGVO).</p>',
      },
      {
        type: 'text',
        heading: '5. Gesundheitsprofil (Gesundheitsdaten)',
        html: '<p>Im Gesundheitsprofil können Sie Angaben machen, die Rückschlüsse auf Ihre Gesundheit zulassen, zum Beispiel Beschwerden und betroffene Körperregionen, Verletzungen, Einschränkungen und Ziele. Das sind Gesundheitsdaten, also besondere Kategorien personenbezogener Daten nach Art. 9 DSGVO.</p><ul><li><strong>Rechtsgrundlage:</strong> Wir verarbeiten Gesundheitsdaten ausschließlich mit Ihrer ausdrücklichen Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO, die Sie beim Ausfüllen des Profils erteilen.</li><li><strong>Zweck:</strong> Die Daten dienen allein dazu, Ihren persönlichen Trainingsplan zu erstellen und anzupassen – etwa um Übungen auszulassen, die bei Ihren Beschwerden nicht geeignet sind. Wir nutzen sie nicht für Werbung, verkaufen sie nicht und geben sie weder an Ihren Arbeitgeber noch an Krankenkassen oder andere Dritte weiter.</li><li><strong>Freiwilligkeit:</strong> Die Einwilligung ist freiwillig. Ohne Gesundheitsprofil können Sie officefit mit einem Standardplan nutzen.</li><li><strong>Widerruf:</strong> Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel per E-Mail an <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a> oder über das Kontaktformular. Die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt (Art. 7 Abs. 3 DSGVO). Nach einem Widerruf löschen wir Ihre Gesundheitsdaten, und Sie erhalten einen Standardplan.</li><li><strong>Löschung:</strong> Wir löschen Ihre Gesundheitsdaten auf Ihren Wunsch, spätestens aber sechs Monate nach dem Ende Ihres Vertrags beziehungsweise Ihres Firmenzugangs.</li><li><strong>Schutz:</strong> Die Daten werden verschlüsselt übertragen und auf Servern in der EU gespeichert. Zugriff haben nur wenige berechtigte Personen, soweit es für Betrieb und Support erforderlich ist.</li></ul>',
      },
      {
        type: 'text',
        heading: '6. Firmenzugang: was Ihr Arbeitgeber sieht',
        html: '<p>Hat Ihr Arbeitgeber Ihren Zugang gebucht, erfährt er, dass für Sie ein Zugang besteht, weil er die Berechtigungen verwaltet. Er erhält keine Gesundheitsdaten und keine Auswertungen zu Ihren einzelnen Übungen. Zusammengefasste Nutzungszahlen geben wir nur so weiter, dass kein Rückschluss auf einzelne Personen möglich ist.</p>',
      },
      {
        type: 'text',
        heading: '7. Ranking und Challenges',
        html: '<p>Am Firmenranking und an Challenges nehmen Sie nur teil, wenn Sie das Ranking selbst freischalten (Einwilligung, Art. 6 Abs. 1 lit. a DSGVO). Ihre Kolleginnen und Kollegen sehen dann Ihren Spitznamen oder – wenn Sie keinen gewählt haben – Ihren Vornamen, Ihre Fitnesspunkte des Monats und Ihren Platz, gegebenenfalls Ihren Standort oder Ihre Abteilung sowie Ihre Teilnahme und Ihren Fortschritt in Challenges. Gesundheitsdaten, Beschwerden, Gewohnheiten und einzelne Übungen sieht niemand. Sie können das Ranking jederzeit wieder verlassen.</p>',
      },
      {
        type: 'text',
        heading: '8. Hosting und Empfänger',
        html: '<p>officefit wird in Rechenzentren in der Europäischen Union betrieben; auch Datensicherungen liegen in der EU. Dienstleister, die uns beim Hosting und beim E-Mail-Versand unterstützen, verarbeiten Daten nur in unserem Auftrag und nach unserer Weisung auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Eine Übermittlung in Länder außerhalb der EU und des EWR findet nicht statt. Im Übrigen geben wir Daten nur weiter, wenn Sie eingewilligt haben oder wir gesetzlich dazu verpflichtet sind.</p>',
      },
      {
        type: 'text',
        heading: '9. Cookies, lokaler Speicher und Reichweitenmessung',
        html: '<p>officefit verwendet <strong>keine Werbe-Tracker</strong>, keine Werbenetzwerke und keine Social-Media-Plugins. In Ihrem Browser speichern wir nur, was für den Dienst technisch erforderlich ist, etwa Ihre Anmeldung, die gewählte Sprache und Inhalte für die Offline-Nutzung der installierten App (§ 25 Abs. 2 Nr. 2 TDDDG).</p><p>Eine Reichweitenmessung findet nur statt, wenn wir sie eingerichtet haben, und dann anonym: Übermittelt werden lediglich die aufgerufene Seite, die vorherige Seite und der Zeitpunkt – ohne Cookies, ohne Nutzerkennung und ohne Profilbildung. Wir nutzen diese Zahlen nur, um officefit zu verbessern (Art. 6 Abs. 1 lit. f DSGVO).</p>',
      },
      {
        type: 'text',
        heading: '10. Keine automatisierten Einzelentscheidungen',
        html: '<p>Ihr Trainingsplan wird automatisch aus Ihren Angaben zusammengestellt. Das ist keine automatisierte Entscheidung im Sinne von Art. 22 DSGVO, die Ihnen gegenüber rechtliche Wirkung entfaltet oder Sie in ähnlicher Weise erheblich beeinträchtigt.</p>',
      },
      {
        type: 'text',
        heading: '11. Ihre Rechte',
        html: '<p>Sie haben nach der DSGVO das Recht auf</p><ul><li>Auskunft über die zu Ihrer Person gespeicherten Daten (Art. 15),</li><li>Berichtigung unrichtiger Daten (Art. 16),</li><li>Löschung (Art. 17),</li><li>Einschränkung der Verarbeitung (Art. 18),</li><li>Datenübertragbarkeit (Art. 20) und</li><li>Widerspruch gegen Verarbeitungen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21).</li></ul><p>Berichtigen, löschen oder beschränken wir Daten, teilen wir das auch den Empfängern mit, denen wir sie offengelegt haben (Art. 19). Erteilte Einwilligungen können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3). Schreiben Sie uns dazu an <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a> oder über das <a href="/contact">Kontaktformular</a>.</p>',
      },
      {
        type: 'text',
        heading: '12. Beschwerde bei einer Aufsichtsbehörde',
        html: '<p>Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit.</p>',
      },
      {
        type: 'text',
        heading: '13. Änderungen',
        html: '<p>Wir passen diese Datenschutzerklärung an, wenn sich officefit oder die Rechtslage ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.</p>',
      },
    ],
  },
  // the info pages of the footer and the app menu (good to know, references, about us, career, support)
  ...infoPagesDe,
];
