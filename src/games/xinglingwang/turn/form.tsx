/** The setup form of this flow: a mid-game position (../forms/TurnForm.tsx). */
export { default } from '../forms/TurnForm';
