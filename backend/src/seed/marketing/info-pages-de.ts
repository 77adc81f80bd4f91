// German info pages of the footer's second row and the app menu (spec §2: Good to know, References, About us,
// Career, Support) as CMS pages `special/<name>`, addressing the reader formally ("Sie"). Reference customers are
// described, not named; e-mail addresses use the example domain. No external URLs.
import type { SeedPage } from './types';

export const infoPagesDe: readonly SeedPage[] = [
  {
    slug: 'special/good-to-know',
    title: 'Gut zu wissen – gesund durch den Büroalltag',
    description:
      'Kleine Gewohnheiten mit großer Wirkung: Tipps von unseren Fachleuten zu Sitzhaltung, Bildschirmpausen, Trinken, Bewegung zwischendurch und Erholung nach Feierabend.',
    blocks: [
      {
        type: 'hero',
        heading: 'Gut zu wissen',
        text: 'Ihre Übungen wirken am besten, wenn auch der Rest des Arbeitstags mitspielt. Hier haben unsere Physiotherapeutinnen, Sportwissenschaftler und Ernährungsfachleute zusammengestellt, was im Büro wirklich hilft.',
      },
      {
        type: 'features',
        heading: 'Fünf Gewohnheiten für jeden Arbeitstag',
        items: [
          {
            title: 'Die nächste Haltung ist die beste',
            text: 'Es gibt nicht die eine richtige Sitzhaltung. Wechseln Sie sie häufig – aufrecht, zurückgelehnt, zwischendurch im Stehen. Bewegung ist für Rücken und Nacken wichtiger als Perfektion.',
            icon: 'heart',
          },
          {
            title: 'Die 20-20-20-Regel für die Augen',
            text: 'Schauen Sie alle 20 Minuten für etwa 20 Sekunden auf einen Punkt in rund sechs Metern Entfernung. Das entspannt die Augenmuskulatur und beugt trockenen Augen vor.',
            icon: 'clock',
          },
          {
            title: 'Trinken, bevor der Durst kommt',
            text: 'Stellen Sie sich morgens eine Karaffe Wasser oder ungesüßten Tee an den Platz. Etwa anderthalb bis zwei Liter über den Tag verteilt halten Konzentration und Kreislauf stabil.',
            icon: 'leaf',
          },
          {
            title: 'Wege einbauen',
            text: 'Telefonate im Gehen, die Treppe statt des Aufzugs, der Drucker im Nebenraum: Jeder Weg zählt für Ihre Schritte und unterbricht langes Sitzen.',
            icon: 'target',
          },
          {
            title: 'Feierabend bewusst beginnen',
            text: 'Ein kurzes Ritual – Schreibtisch aufräumen, die drei Aufgaben für morgen notieren, ein paar tiefe Atemzüge – hilft dem Kopf, abzuschalten.',
            icon: 'brain',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Der Arbeitsplatz in drei Minuten eingerichtet',
        html: '<ul><li><strong>Stuhl:</strong> Die Füße stehen flach auf dem Boden, die Knie sind etwa im rechten Winkel.</li><li><strong>Tisch:</strong> Die Unterarme liegen locker auf, die Schultern bleiben unten.</li><li><strong>Bildschirm:</strong> Eine Armlänge entfernt, die obere Kante etwa auf Augenhöhe.</li><li><strong>Laptop:</strong> Mit Ständer, separater Tastatur und Maus arbeiten Sie deutlich entspannter.</li></ul>',
      },
      {
        type: 'text',
        heading: 'Wichtig',
        html: '<p>Diese Tipps dienen der allgemeinen Gesundheitsförderung und ersetzen keine ärztliche Beratung. Wenn Beschwerden länger anhalten oder stärker werden, wenden Sie sich bitte an eine Ärztin oder einen Arzt.</p>',
      },
      {
        type: 'cta',
        heading: 'Mehr Wissen im Blog',
        text: 'Im officefit-Blog finden Sie regelmäßig neue Artikel zu Bewegung, Ernährung und mentaler Stärke.',
        label: 'Zum Blog',
        href: '/blog',
      },
    ],
  },
  {
    slug: 'special/references',
    title: 'Referenzen – Unternehmen, die mit officefit arbeiten',
    description:
      'Wie Unternehmen aus Verwaltung, Industrie und Dienstleistung officefit in der betrieblichen Gesundheitsförderung einsetzen – mit Erfahrungen aus Personalabteilungen und von Mitarbeitenden.',
    blocks: [
      {
        type: 'hero',
        heading: 'Referenzen',
        text: 'Ob zwanzig oder zweitausend Beschäftigte: Unternehmen setzen officefit ein, um Bewegung in den Arbeitsalltag zu bringen – im Büro, im Homeoffice und unterwegs.',
        ctaLabel: 'Angebot für Unternehmen',
        ctaHref: '/for_your_company',
      },
      {
        type: 'features',
        heading: 'Aus unseren Projekten',
        items: [
          {
            title: 'Versicherungsdienstleister, 1.200 Beschäftigte',
            text: 'Einführung an drei Standorten mit einer Team-Challenge zum Start. Nach sechs Monaten nutzen zwei Drittel der Angemeldeten officefit mindestens einmal pro Woche.',
            icon: 'users',
          },
          {
            title: 'Maschinenbauer, 450 Beschäftigte',
            text: 'officefit ergänzt den Gesundheitstag: Verwaltung und Konstruktion trainieren mit Übungen für Nacken und Schultern, die Werkstatt mit Übungen für den unteren Rücken.',
            icon: 'target',
          },
          {
            title: 'Kommunalverwaltung, 300 Beschäftigte',
            text: 'Datenschutz war die wichtigste Frage. Gesundheitsdaten bleiben bei den Beschäftigten; die Verwaltung sieht nur zusammengefasste, anonyme Nutzungszahlen.',
            icon: 'shield',
          },
          {
            title: 'Agentur, 35 Beschäftigte',
            text: 'Start ohne eigene Gesundheitsabteilung: Wir haben die Einführung übernommen, das Team trainiert jetzt gemeinsam in der Mittagspause.',
            icon: 'star',
          },
        ],
      },
      {
        type: 'testimonials',
        heading: 'Was Personalverantwortliche sagen',
        items: [
          {
            quote:
              'Die Einführung war in zwei Wochen erledigt. Am meisten überzeugt hat uns, wie wenig Aufwand officefit im Alltag für unsere Führungskräfte bedeutet.',
            name: 'Katrin B.',
            role: 'Leiterin Personalentwicklung, Versicherungsdienstleister',
          },
          {
            quote:
              'Unsere Beschäftigten machen mit, weil die Übungen kurz sind und zu ihren Beschwerden passen – nicht, weil sie müssen.',
            name: 'Stefan R.',
            role: 'Betriebliches Gesundheitsmanagement, Maschinenbau',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Möchten Sie officefit in Ihrem Unternehmen testen?',
        text: 'Wir richten Ihnen gern eine kostenlose Probewoche für Ihr Team ein.',
        label: 'Probewoche anfragen',
        href: '/contact',
      },
    ],
  },
  {
    slug: 'special/about-us',
    title: 'Über uns – das Team hinter officefit',
    description:
      'officefit ist ein Berliner Team aus Physiotherapie, Sportwissenschaft, Ernährung, Psychologie und Technik. Unser Ziel: Bewegung, die in jeden Arbeitstag passt.',
    blocks: [
      {
        type: 'hero',
        heading: 'Über uns',
        text: 'Wir glauben, dass Gesundheit am Arbeitsplatz nicht an Zeit scheitern darf. Deshalb entwickeln wir Übungen, die höchstens fünf Minuten dauern und trotzdem wirken.',
      },
      {
        type: 'text',
        heading: 'Wie officefit entstanden ist',
        html: '<p>Die Idee entstand in einer Physiotherapiepraxis: Immer mehr Patientinnen und Patienten kamen mit Nacken- und Rückenbeschwerden, die vom langen Sitzen kamen – und fanden im Alltag keine Zeit für ihre Übungen. Gemeinsam mit Sportwissenschaftlern und Entwicklern haben wir daraus eine App gemacht, die die Übungen dorthin bringt, wo die Beschwerden entstehen: an den Schreibtisch.</p><p>Heute arbeiten wir von Berlin aus für Unternehmen und Privatpersonen in ganz Deutschland, Österreich und der Schweiz.</p>',
      },
      {
        type: 'features',
        heading: 'Woran wir uns halten',
        items: [
          {
            title: 'Fachlich geprüft',
            text: 'Jede Übung wird von unserer Physiotherapie entwickelt und von der Sportwissenschaft geprüft, bevor sie in einen Trainingsplan kommt.',
            icon: 'heart',
          },
          {
            title: 'Datensparsam',
            text: 'Gesundheitsdaten verarbeiten wir nur mit Ihrer Einwilligung, in der EU und nie für Werbung.',
            icon: 'shield',
          },
          {
            title: 'Alltagstauglich',
            text: 'Keine Geräte, kein Umziehen, kein schlechtes Gewissen: Vier kurze Übungen am Tag genügen.',
            icon: 'clock',
          },
        ],
      },
      {
        type: 'cta',
        heading: 'Lernen Sie uns kennen',
        text: 'Die Menschen hinter officefit stellen sich auf unserer Teamseite vor.',
        label: 'Zum Team',
        href: '/team',
      },
    ],
  },
  {
    slug: 'special/career',
    title: 'Karriere bei officefit',
    description:
      'Arbeiten bei officefit: ein kleines, interdisziplinäres Team in Berlin und remote, das Bewegung in den Arbeitsalltag bringt. Offene Stellen und Initiativbewerbungen.',
    blocks: [
      {
        type: 'hero',
        heading: 'Karriere',
        text: 'Sie möchten, dass Menschen gesünder arbeiten – und dabei selbst gut arbeiten? Dann sollten wir uns kennenlernen.',
      },
      {
        type: 'features',
        heading: 'Was wir bieten',
        items: [
          {
            title: 'Flexible Arbeitszeit',
            text: 'Vertrauensarbeitszeit, Homeoffice in ganz Deutschland und ein Büro in Berlin-Mitte für die Tage, an denen wir uns sehen.',
            icon: 'clock',
          },
          {
            title: 'Bewegung inklusive',
            text: 'Natürlich trainieren wir mit officefit – und bezuschussen zusätzlich eine Mitgliedschaft im Sportverein oder Fitnessstudio.',
            icon: 'heart',
          },
          {
            title: 'Weiterbildung',
            text: 'Jährliches Budget und freie Tage für Fortbildungen, Konferenzen und Fachliteratur.',
            icon: 'star',
          },
          {
            title: 'Kurze Wege',
            text: 'Physiotherapie, Technik und Kundenbetreuung sitzen an einem Tisch. Ideen werden bei uns in Wochen umgesetzt, nicht in Jahren.',
            icon: 'users',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Offene Stellen',
        html: '<p>Derzeit suchen wir:</p><ul><li>Physiotherapeutin oder Physiotherapeut für die Übungsentwicklung (Teilzeit, 20–30 Stunden)</li><li>Kundenbetreuung für Unternehmen (Vollzeit)</li></ul><p>Keine passende Stelle dabei? Wir freuen uns auch über Initiativbewerbungen.</p>',
      },
      {
        type: 'text',
        heading: 'So bewerben Sie sich',
        html: '<p>Senden Sie uns Ihren Lebenslauf und ein paar Sätze dazu, warum Sie zu officefit passen, an <a href="mailto:jobs@officefit.example">jobs@officefit.example</a>. Anschreiben und Fotos brauchen wir nicht. Sie erhalten innerhalb von zwei Wochen eine Antwort.</p>',
      },
    ],
  },
  {
    slug: 'special/support',
    title: 'Support – so helfen wir Ihnen weiter',
    description:
      'Hilfe zu officefit: Antworten auf häufige Fragen, Kontakt zu unserer Kundenbetreuung, Hinweise zu Firmenzugängen, Mitgliedschaft, Datenschutz und technischen Voraussetzungen.',
    blocks: [
      {
        type: 'hero',
        heading: 'Support',
        text: 'Sie kommen nicht weiter oder haben eine Frage zu Ihrer Mitgliedschaft? Unsere Kundenbetreuung hilft Ihnen gern.',
        ctaLabel: 'Kontakt aufnehmen',
        ctaHref: '/contact',
      },
      {
        type: 'features',
        heading: 'Der schnellste Weg zur Antwort',
        items: [
          {
            title: 'Häufige Fragen',
            text: 'Viele Antworten zu Anmeldung, Trainingsplan, Punkten und Kündigung finden Sie sofort in unseren FAQ.',
            icon: 'star',
          },
          {
            title: 'Kontaktformular',
            text: 'Schreiben Sie uns über das Kontaktformular. Wir antworten werktags innerhalb von 24 Stunden.',
            icon: 'phone',
          },
          {
            title: 'Firmenzugang',
            text: 'Fragen zu Ihrem Firmenzugang beantwortet auch die zuständige Stelle in Ihrem Unternehmen, meist die Personalabteilung.',
            icon: 'users',
          },
        ],
      },
      {
        type: 'faq',
        heading: 'Schnelle Hilfe',
        items: [
          {
            question: 'Ich habe mein Passwort vergessen. Was nun?',
            answer:
              'Wählen Sie im Anmeldefenster „Passwort vergessen“. Sie erhalten eine E-Mail mit einem Link, über den Sie ein neues Passwort festlegen.',
          },
          {
            question: 'Die Videos laden nicht oder ruckeln.',
            answer:
              'officefit läuft in aktuellen Versionen von Chrome, Edge, Firefox und Safari. Prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu; im Firmennetz kann auch eine Firewall Videos blockieren – sprechen Sie dann Ihre IT an.',
          },
          {
            question: 'Wie ändere ich meine Erinnerungen?',
            answer:
              'Zeiten und Wochentage Ihrer Erinnerungen stellen Sie in Ihrem Profil unter „Erinnerungen“ ein. Erinnerungen erhalten Sie nur mit einer aktiven Mitgliedschaft.',
          },
          {
            question: 'Wie kündige ich meine Mitgliedschaft?',
            answer:
              'Eine private Mitgliedschaft kündigen Sie online in Ihrem Profil unter „Mitgliedschaft“. Ein Firmenzugang endet mit dem Vertrag Ihres Unternehmens.',
          },
        ],
      },
      {
        type: 'text',
        heading: 'Datenschutz',
        html: '<p>Fragen zu Ihren Daten und zu Ihren Rechten beantworten wir unter <a href="mailto:datenschutz@officefit.example">datenschutz@officefit.example</a>. Mehr dazu lesen Sie in unserer <a href="/special/privacy">Datenschutzerklärung</a>.</p>',
      },
    ],
  },
];
