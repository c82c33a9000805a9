/** A replayed ruling as text: the steps, each log line with its clause ids, then the verdict. */
import type { Locale } from '../../lib/i18n/locales';
import { typeset } from '../../lib/typeset';
import { describeState, describeStep } from '../words';
import type { CheckedRuling, Replay } from './replay';

export function transcript(checked: CheckedRuling, replay: Replay, locale: Locale): string {
  const { ruling, flow } = checked;
  const words = flow.words[locale];
  const lines = [`${typeset(ruling.title[locale])} (${ruling.id}, ${ruling.flow})`, ''];
  for (const step of replay.steps) {
    const raw = step.index > 0 ? ruling.steps[step.index - 1]?.note?.[locale] : undefined;
    const note = raw && typeset(raw);
    lines.push(step.index === 0 ? `0. ${describeState(step.snapshot.value, words)}` : `${step.index}. ${step.event!.type} → ${describeState(step.snapshot.value, words)}`);
    if (note) lines.push(`   ${note}`);
    for (const entry of step.entries) lines.push(`   [${entry.clauses.join(' ')}] ${describeStep(entry, words)}`);
  }
  lines.push('');
  if (replay.refused) lines.push(`FAIL: the machine refused ${replay.refused}`);
  for (const difference of replay.differences) lines.push(`FAIL: ${difference}`);
  if (replay.ok) lines.push(`OK: ${Object.keys(ruling.expect).join(', ')} as expected`);
  return lines.join('\n');
}
