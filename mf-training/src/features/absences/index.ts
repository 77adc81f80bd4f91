export { AbsenceBanner } from './components/absence-banner';
export { AbsenceSection } from './components/absence-section';
