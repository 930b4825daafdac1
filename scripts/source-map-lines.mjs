// Source maps down to lines, for scripts/build-dist.mjs (and its test, test/tooling/source-map-lines.test.ts).

/** A source map's mappings with only the segments where the original file or line changes, no names. */
export function toLineMappings(mappings) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const decode = (segment) => {
    const values = [];
    let value = 0;
    let shift = 0;
    for (const ch of segment) {
      const digit = B64.indexOf(ch);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    return values;
  };
  const encode = (n) => {
    let v = n < 0 ? (-n << 1) | 1 : n << 1;
    let out = '';
    do {
      let digit = v & 31;
      v >>>= 5;
      if (v) digit |= 32;
      out += B64[digit];
    } while (v);
    return out;
  };
  // Absolute source, line and column as decoded; the previous written ones for the deltas.
  let source = 0;
  let line = 0;
  let column = 0;
  let outSource = 0;
  let outLine = 0;
  let outColumn = 0;
  const lines = [];
  for (const generated of mappings.split(';')) {
    const kept = [];
    let generatedColumn = 0;
    let outGeneratedColumn = 0;
    let last;
    for (const segment of generated ? generated.split(',') : []) {
      const v = decode(segment);
      generatedColumn += v[0];
      if (v.length < 4) continue;
      source += v[1];
      line += v[2];
      column += v[3];
      if (last && last.source === source && last.line === line) continue;
      last = { source, line };
      kept.push(encode(generatedColumn - outGeneratedColumn) + encode(source - outSource) + encode(line - outLine) + encode(column - outColumn));
      outGeneratedColumn = generatedColumn;
      outSource = source;
      outLine = line;
      outColumn = column;
    }
    lines.push(kept.join(','));
  }
  return lines.join(';');
}
