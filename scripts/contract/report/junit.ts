import { reproduction } from '../http/client';
import type { Result } from '../results';
import { totalsOf } from './table';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** JUnit XML for CI systems: a test case per check and entity (class: the entity), the reproduction in the failure's body. */
export function formatJUnit(results: Result[], { name = 'contract', seconds = 0 } = {}): string {
  const totals = totalsOf(results);
  const cases = results.map((r) => {
    const open = `    <testcase classname="${xml(r.entity)}" name="${xml(r.check)}" time="${(r.ms / 1000).toFixed(3)}"`;
    const body = xml([r.detail ?? '', r.call ? reproduction(r.call) : ''].filter(Boolean).join('\n'));
    if (r.status === 'passed') return `${open}>${r.call ? `<system-out>${xml(reproduction(r.call))}</system-out>` : ''}</testcase>`;
    if (r.status === 'skipped') return `${open}><skipped message="${xml(r.detail ?? '')}"/></testcase>`;
    const tag = r.status === 'failed' ? 'failure' : 'error';
    return `${open}><${tag} message="${xml(r.detail ?? '')}">${body}</${tag}></testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(name)}" tests="${results.length}" failures="${totals.failed}" errors="${totals.error}" skipped="${totals.skipped}" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${xml(name)}" tests="${results.length}" failures="${totals.failed}" errors="${totals.error}" skipped="${totals.skipped}" time="${seconds.toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
