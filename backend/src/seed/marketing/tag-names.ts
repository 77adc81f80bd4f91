// Display names of article tag keys (seed/articles uses language-neutral kebab-case keys). Every seeded key needs
// a name in both languages (tested), so a German tag list never shows an English word.
import type { ContentLang } from '../../shared/domain';

const NAMES: Record<string, { de: string; en: string }> = {
  anxiety: { de: 'Angst', en: 'Anxiety' },
  attention: { de: 'Aufmerksamkeit', en: 'Attention' },
  back: { de: 'Rücken', en: 'Back' },
  boundaries: { de: 'Grenzen setzen', en: 'Boundaries' },
  breakfast: { de: 'Frühstück', en: 'Breakfast' },
  breaks: { de: 'Pausen', en: 'Breaks' },
  breathing: { de: 'Atmung', en: 'Breathing' },
  burnout: { de: 'Burnout', en: 'Burnout' },
  caffeine: { de: 'Koffein', en: 'Caffeine' },
  concentration: { de: 'Konzentration', en: 'Concentration' },
  'desk-setup': { de: 'Arbeitsplatz', en: 'Desk setup' },
  'digital-detox': { de: 'Digitale Auszeit', en: 'Digital detox' },
  emotions: { de: 'Gefühle', en: 'Emotions' },
  energy: { de: 'Energie', en: 'Energy' },
  exercises: { de: 'Übungen', en: 'Exercises' },
  eyes: { de: 'Augen', en: 'Eyes' },
  focus: { de: 'Fokus', en: 'Focus' },
  gratitude: { de: 'Dankbarkeit', en: 'Gratitude' },
  habits: { de: 'Gewohnheiten', en: 'Habits' },
  'home-office': { de: 'Homeoffice', en: 'Home office' },
  hydration: { de: 'Trinken', en: 'Hydration' },
  lunch: { de: 'Mittagessen', en: 'Lunch' },
  'meal-prep': { de: 'Vorkochen', en: 'Meal prep' },
  meditation: { de: 'Meditation', en: 'Meditation' },
  meetings: { de: 'Meetings', en: 'Meetings' },
  'micro-pauses': { de: 'Kurzpausen', en: 'Micro pauses' },
  'mindful-eating': { de: 'Achtsam essen', en: 'Mindful eating' },
  mindfulness: { de: 'Achtsamkeit', en: 'Mindfulness' },
  mobility: { de: 'Beweglichkeit', en: 'Mobility' },
  motivation: { de: 'Motivation', en: 'Motivation' },
  movement: { de: 'Bewegung', en: 'Movement' },
  neck: { de: 'Nacken', en: 'Neck' },
  nutrition: { de: 'Ernährung', en: 'Nutrition' },
  'personal-plan': { de: 'Persönlicher Plan', en: 'Personal plan' },
  posture: { de: 'Haltung', en: 'Posture' },
  productivity: { de: 'Produktivität', en: 'Productivity' },
  recipes: { de: 'Rezepte', en: 'Recipes' },
  recovery: { de: 'Erholung', en: 'Recovery' },
  relaxation: { de: 'Entspannung', en: 'Relaxation' },
  resilience: { de: 'Resilienz', en: 'Resilience' },
  routine: { de: 'Routine', en: 'Routine' },
  'screen-work': { de: 'Bildschirmarbeit', en: 'Screen work' },
  'self-care': { de: 'Selbstfürsorge', en: 'Self-care' },
  shoulders: { de: 'Schultern', en: 'Shoulders' },
  'single-tasking': { de: 'Eins nach dem anderen', en: 'Single-tasking' },
  sitting: { de: 'Sitzen', en: 'Sitting' },
  sleep: { de: 'Schlaf', en: 'Sleep' },
  snacks: { de: 'Snacks', en: 'Snacks' },
  'standing-desk': { de: 'Stehschreibtisch', en: 'Standing desk' },
  stairs: { de: 'Treppen', en: 'Stairs' },
  steps: { de: 'Schritte', en: 'Steps' },
  strength: { de: 'Kraft', en: 'Strength' },
  stress: { de: 'Stress', en: 'Stress' },
  sugar: { de: 'Zucker', en: 'Sugar' },
  teamwork: { de: 'Teamarbeit', en: 'Teamwork' },
  vegetables: { de: 'Gemüse', en: 'Vegetables' },
  walking: { de: 'Gehen', en: 'Walking' },
  wellbeing: { de: 'Wohlbefinden', en: 'Wellbeing' },
  'weekly-goal': { de: 'Wochenziel', en: 'Weekly goal' },
  winter: { de: 'Winter', en: 'Winter' },
  'work-life-balance': { de: 'Work-Life-Balance', en: 'Work-life balance' },
  wrists: { de: 'Handgelenke', en: 'Wrists' },
};

/** True when the key has display names in both languages (every seeded article tag must: see the test). */
export function hasTagName(key: string): boolean {
  return Object.hasOwn(NAMES, key);
}

/** The display name of a tag key in a language; a key without names is shown humanised ("desk-setup" → "Desk setup"). */
export function tagName(key: string, lang: ContentLang): string {
  const known = NAMES[key];
  if (known) return known[lang];
  const text = key.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
