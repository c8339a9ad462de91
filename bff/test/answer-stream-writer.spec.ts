/** One client's deltas from the worker's snapshots: only what it lacks, a new round from 0, each list once. */
import { ChatStreamProgress } from '@lexmitra/contracts';
import { AnswerStreamWriter } from '../src/jobs/answer-stream-writer';

const snap = (round: string, text: string, sections: ChatStreamProgress['sections'] = {}): ChatStreamProgress => ({ kind: 'chat.stream', round, text, sections });

describe('AnswerStreamWriter', () => {
  it('sends the growth of the text, skips older snapshots, restarts at 0 on a new round and sends each list once', () => {
    const sent: [string, unknown][] = [];
    const writer = new AnswerStreamWriter((event, data) => sent.push([event, data]));
    writer.push(snap('a.1', 'Theft'));
    writer.push(snap('a.1', 'Theft is'));
    writer.push(snap('a.1', 'Theft')); // an older snapshot read on connecting, arriving late
    writer.push(snap('a.1', 'Theft is', { rights: ['FIR'] }));
    writer.push(snap('a.1', 'Theft is an offence', { rights: ['FIR'] }));
    writer.push(snap('b.1', 'Snatching')); // the job was retried
    expect(sent).toEqual([
      ['delta', { type: 'delta', at: 0, text: 'Theft' }],
      ['delta', { type: 'delta', at: 5, text: ' is' }],
      ['section', { type: 'section', name: 'rights', items: ['FIR'] }],
      ['delta', { type: 'delta', at: 8, text: ' an offence' }],
      ['delta', { type: 'delta', at: 0, text: 'Snatching' }],
    ]);
  });
});
