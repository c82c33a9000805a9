/** The setup form of this flow: the board, piece by piece (../forms/PiecesForm.tsx). */
export { default } from '../forms/PiecesForm';
