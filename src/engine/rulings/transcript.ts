/** A replayed ruling as text: the steps, each log line with its clause ids, then the verdict. */
import type { Locale } from '../../lib/i18n/locales';
import { UI } from '../../lib/i18n/ui';
import { typeset } from '../../lib/typeset';
import { describeState, describeStep } from '../words';
import type { CheckedRuling, Replay } from './replay';
import { verdictLines } from './messages';

export function transcript(checked: CheckedRuling, replay: Replay, locale: Locale): string {
  const { ruling, flow } = checked;
  const words = flow.words[locale];
  const noteOf = (index: number) => {
    const raw = index > 0 ? ruling.steps[index - 1]?.note?.[locale] : undefined;
    return raw ? [`   ${typeset(raw)}`] : [];
  };
  const lines = [`${typeset(ruling.title[locale])} (${ruling.id}, ${ruling.flow})`, ''];
  for (const step of replay.steps) {
    lines.push(step.index === 0 ? `0. ${describeState(step.snapshot.value, words)}` : `${step.index}. ${step.event!.type} → ${describeState(step.snapshot.value, words)}`);
    lines.push(...noteOf(step.index));
    for (const entry of step.entries) lines.push(`   [${entry.clauses.join(' ')}] ${describeStep(entry, words)}`);
  }
  const { refused } = replay;
  if (refused) {
    lines.push(`${refused.step}. ${refused.event.type} → ${UI[locale].sandboxRefusedStep}`, ...noteOf(refused.step));
    lines.push(`   [${refused.refusal.clauses.join(' ')}] ${describeStep(refused.refusal, words)}`);
  }
  lines.push('');
  lines.push(...verdictLines(checked, replay, locale));
  return lines.join('\n');
}
