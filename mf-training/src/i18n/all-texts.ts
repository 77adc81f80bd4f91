// Every training text of both parts in one object per language, for what renders without the lazy loading of
// texts.ts: the server render of the first screen and the tests.
import dashboardDe from './dashboard.de.json';
import dashboardEn from './dashboard.en.json';
import restDe from './de.json';
import restEn from './en.json';

export const trainingDe = { ...dashboardDe, ...restDe };
export const trainingEn = { ...dashboardEn, ...restEn };
