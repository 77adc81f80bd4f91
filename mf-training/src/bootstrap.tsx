// Standalone development host for this remote (the shell is not needed to work on one area).
import { startStandalone } from '@officefit/dev-host';
import routes from './routes';

startStandalone(routes);
