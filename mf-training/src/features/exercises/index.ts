// What other features of mf-training use of the exercises feature (its other files are its own).
export { ExerciseCard } from './components/exercise-card';
