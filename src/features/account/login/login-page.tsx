export { LoginPage } from '../account-pages';
