/** The setup form of this flow: its board, unit by unit (../forms/UnitsForm.tsx). */
import { unitsForm } from '../forms/UnitsForm';

export default unitsForm('defender');
