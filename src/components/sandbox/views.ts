/** The shape of a flow's view: it draws the position, offers the choices, and names events. */
import type { FunctionComponent } from 'preact';
import type { AnyMachineSnapshot } from 'xstate';
import type { Locale } from '../../lib/i18n/locales';

export type FlowView = FunctionComponent<{ snapshot: AnyMachineSnapshot; locale: Locale }> & {
  Choices: FunctionComponent<{ snapshot: AnyMachineSnapshot; locale: Locale; send: (event: { type: string }) => void; suggested?: { type: string } }>;
  eventLabel: (event: { type: string }, locale: Locale) => string;
};
