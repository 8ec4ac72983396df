/**
 * `npm run db:sql -w apps/api`: writes the column list of `seminar_answer_json`
 * (db/sql/seminar_answer_json.sql) from the seminar answer's definition (seminar-answer.ts).
 * seminar-answer.test.ts fails while the file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { seminarAnswerProblems, seminarAnswerSqlFile, withKeptAnswerColumns } from './seminar-answer';

const problems = seminarAnswerProblems();
if (problems.length) {
  console.error(`The seminar answer's definition cannot be written as SQL:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const before = readFileSync(seminarAnswerSqlFile, 'utf8');
const after = withKeptAnswerColumns(before);
writeFileSync(seminarAnswerSqlFile, after);
console.log(`${seminarAnswerSqlFile}: ${after === before ? 'up to date' : 'written'}`);
