// UTF-16 text as the engine reads it: UTF-8 bytes.

// Whether UTF-16 `unit` is the first half of a surrogate pair.
export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

// UTF-8 length of a string as TextEncoder writes it (a lone surrogate becomes 3 bytes).
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (isHighSurrogate(c) && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 2; // 2 units, 4 bytes
      i++;
    } else n += 2;
  }
  return n;
}
