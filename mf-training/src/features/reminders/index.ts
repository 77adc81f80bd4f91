// The reminder setting of /profile (issue 13): P1's profile page mounts <RemindersSettings />; it loads and
// saves itself (GET/PUT reminders) and subscribes this browser to Web Push when push is chosen.
export { RemindersSettings } from './components/reminders-settings';
export { CalendarFeed } from './components/calendar-feed';
