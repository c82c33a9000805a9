/** The setup form of this flow: the table seat by seat (../forms/SeatsForm.tsx). */
export { default } from '../forms/SeatsForm';
