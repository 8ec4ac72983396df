// Preloaded into the bench's server (`node --import ./bench/capture-statements.mjs`) by the
// marketplace bench: while the file BENCH_CAPTURE_FILE exists, every statement the server sends
// through node-postgres is appended to it as one JSON line ({ name, text, values }), exactly as
// sent, so pgbench can run the server's own statements with their parameters.
import { appendFileSync, existsSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_CAPTURE_FILE;
if (file) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function capture(config, values, callback) {
    if (existsSync(file)) {
      const statement =
        typeof config === 'string'
          ? { text: config, values }
          : { name: config.name, text: config.text, values: config.values ?? values };
      appendFileSync(file, `${JSON.stringify(statement)}\n`);
    }
    return query.call(this, config, values, callback);
  };
}
