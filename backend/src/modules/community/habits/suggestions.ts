// The catalogue of suggested habits (GET habit_suggestions), in German and English. A user's habit keeps the key
// it was taken from (habits.suggestion); keys never change once shipped. Keep this file free of database imports.
import type { HabitTyp } from '../../../db/schema';

/** A catalogue entry in both languages (GET habit_suggestions answers one language of it). */
export interface SuggestedHabit {
  key: string;
  typ: HabitTyp;
  de: { name: string; description: string };
  en: { name: string; description: string };
}

export const HABIT_SUGGESTIONS: readonly SuggestedHabit[] = [
  // nutrition
  {
    key: 'water-before-lunch',
    typ: 'nutrition',
    de: {
      name: 'Ein Glas Wasser vor dem Mittagessen',
      description: 'Trinken Sie vor jeder Mittagspause ein großes Glas Wasser.',
    },
    en: {
      name: 'A glass of water before lunch',
      description: 'Drink a large glass of water before every lunch break.',
    },
  },
  {
    key: 'two-litres-water',
    typ: 'nutrition',
    de: {
      name: 'Zwei Liter trinken',
      description: 'Verteilen Sie zwei Liter Wasser oder ungesüßten Tee über den Tag.',
    },
    en: {
      name: 'Drink two litres',
      description: 'Spread two litres of water or unsweetened tea over the day.',
    },
  },
  {
    key: 'fruit-snack',
    typ: 'nutrition',
    de: {
      name: 'Obst statt Süßigkeiten',
      description: 'Greifen Sie beim Nachmittagstief zu Obst oder Nüssen statt zu Süßem.',
    },
    en: {
      name: 'Fruit instead of sweets',
      description: 'Reach for fruit or nuts instead of sweets in the afternoon slump.',
    },
  },
  {
    key: 'vegetables-every-meal',
    typ: 'nutrition',
    de: {
      name: 'Gemüse zu jeder Hauptmahlzeit',
      description: 'Eine Handvoll Gemüse oder Salat gehört auf jeden Teller.',
    },
    en: {
      name: 'Vegetables with every main meal',
      description: 'A handful of vegetables or salad belongs on every plate.',
    },
  },
  {
    key: 'no-sugary-drinks',
    typ: 'nutrition',
    de: {
      name: 'Keine gesüßten Getränke',
      description: 'Verzichten Sie heute auf Limonade, Saft und gesüßten Kaffee.',
    },
    en: { name: 'No sugary drinks', description: 'Skip soft drinks, juice and sweetened coffee today.' },
  },
  // mental strength
  {
    key: 'three-good-things',
    typ: 'mental',
    de: {
      name: 'Drei gute Dinge',
      description: 'Schreiben Sie am Abend drei Dinge auf, die heute gut waren.',
    },
    en: {
      name: 'Three good things',
      description: 'In the evening, write down three things that went well today.',
    },
  },
  {
    key: 'breathing-break',
    typ: 'mental',
    de: {
      name: 'Atempause',
      description: 'Nehmen Sie sich zwei Minuten für ruhiges Atmen: vier Sekunden ein, sechs aus.',
    },
    en: {
      name: 'Breathing break',
      description: 'Take two minutes of calm breathing: four seconds in, six out.',
    },
  },
  {
    key: 'screen-free-evening',
    typ: 'mental',
    de: {
      name: 'Bildschirmfreie Stunde',
      description: 'Die letzte Stunde vor dem Schlafen ohne Handy und Bildschirm.',
    },
    en: {
      name: 'Screen-free hour',
      description: 'Spend the last hour before sleep without phone or screen.',
    },
  },
  {
    key: 'focus-block',
    typ: 'mental',
    de: {
      name: 'Ein Fokusblock',
      description: 'Arbeiten Sie 45 Minuten ohne Mails und Benachrichtigungen an einer Aufgabe.',
    },
    en: {
      name: 'One focus block',
      description: 'Work on one task for 45 minutes without mail or notifications.',
    },
  },
  {
    key: 'lunch-away-from-desk',
    typ: 'mental',
    de: {
      name: 'Mittagspause ohne Schreibtisch',
      description: 'Essen Sie nicht am Arbeitsplatz, sondern machen Sie eine echte Pause.',
    },
    en: { name: 'Lunch away from the desk', description: 'Do not eat at your desk: take a real break.' },
  },
  // movement
  {
    key: 'stairs-not-lift',
    typ: 'movement',
    de: { name: 'Treppe statt Aufzug', description: 'Nehmen Sie heute jedes Mal die Treppe.' },
    en: { name: 'Stairs, not the lift', description: 'Take the stairs every time today.' },
  },
  {
    key: 'walk-after-lunch',
    typ: 'movement',
    de: {
      name: 'Spaziergang nach dem Essen',
      description: 'Gehen Sie nach dem Mittagessen zehn Minuten an die frische Luft.',
    },
    en: { name: 'Walk after lunch', description: 'Go outside for a ten-minute walk after lunch.' },
  },
  {
    key: 'stand-every-hour',
    typ: 'movement',
    de: {
      name: 'Jede Stunde aufstehen',
      description: 'Stehen Sie mindestens einmal pro Stunde auf und strecken Sie sich.',
    },
    en: { name: 'Stand up every hour', description: 'Stand up and stretch at least once an hour.' },
  },
  {
    key: 'standing-calls',
    typ: 'movement',
    de: {
      name: 'Telefonate im Stehen',
      description: 'Führen Sie Telefonate und Videocalls im Stehen oder Gehen.',
    },
    en: { name: 'Calls on your feet', description: 'Take phone and video calls standing or walking.' },
  },
  {
    key: 'bike-to-work',
    typ: 'movement',
    de: {
      name: 'Mit dem Rad zur Arbeit',
      description: 'Fahren Sie heute mit dem Fahrrad oder gehen Sie ein Stück zu Fuß.',
    },
    en: { name: 'Cycle to work', description: 'Cycle today, or walk part of the way.' },
  },
  // other
  {
    key: 'bed-before-eleven',
    typ: 'other',
    de: {
      name: 'Vor 23 Uhr ins Bett',
      description: 'Gehen Sie vor 23 Uhr schlafen, damit Sie genug Erholung bekommen.',
    },
    en: { name: 'In bed before 11 pm', description: 'Go to bed before 11 pm so you get enough rest.' },
  },
  {
    key: 'tidy-desk',
    typ: 'other',
    de: {
      name: 'Aufgeräumter Schreibtisch',
      description: 'Räumen Sie zum Feierabend Ihren Schreibtisch auf.',
    },
    en: { name: 'Tidy desk', description: 'Clear your desk at the end of the working day.' },
  },
  {
    key: 'fresh-air-break',
    typ: 'other',
    de: { name: 'Stoßlüften', description: 'Öffnen Sie zweimal am Tag für fünf Minuten weit das Fenster.' },
    en: { name: 'Air the room', description: 'Open the window wide for five minutes twice a day.' },
  },
  {
    key: 'call-a-friend',
    typ: 'other',
    de: {
      name: 'Kontakt pflegen',
      description: 'Melden Sie sich bei einer Freundin, einem Freund oder der Familie.',
    },
    en: { name: 'Stay in touch', description: 'Get in touch with a friend or a family member.' },
  },
];
