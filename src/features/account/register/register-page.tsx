export { RegisterPage } from '../account-pages';
