// The landing feature's public entry: the / screen.
export { LandingPage } from './LandingPage';
