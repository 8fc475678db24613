/**
 * The flag decoder of the bit-flag enumeration pages (`FL`, `IN_BUTTON`, `DMG`,
 * …): type a value, decimal or hex with `0x`, and see which flags it holds;
 * tick flags and see the value, written in the base the reader typed. The TypeDoc plugin writes those pages as MDX
 * that imports this component (plugins/typedoc/pages.mjs, `flagDecoderPage`),
 * so its code is part of those pages only.
 *
 * It is rendered with the page and hidden without JavaScript (`nm-needs-js`):
 * a reader without it gets the plain list of members. Its styles are inline,
 * so nothing is added to the site's style sheet, which every page loads.
 */
import React, {useId, useState, type CSSProperties, type ReactNode} from 'react';

export interface FlagDecoderProps {
  /** The enumeration's name, as the page writes it: `FL`. */
  name: string;
  /** Its members and values, in page order; every value is 0 or a power of two. */
  flags: [string, number][];
}

/** The largest value a 32-bit flag field holds. */
const maxValue = 0xffffffff;

/**
 * Reads a typed value: decimal (a negative one is read as the 32-bit field a
 * signed `int` holds) or hexadecimal with `0x`. Returns null when it is not one.
 */
function parseFlagValue(text: string): number | null {
  const t = text.trim();
  let value: number;
  if (/^0x[0-9a-f]{1,8}$/i.test(t)) value = Number.parseInt(t.slice(2), 16);
  else if (/^-?\d{1,10}$/.test(t)) value = Number(t);
  else return null;
  if (value < -0x80000000 || value > maxValue) return null;
  return value >>> 0;
}

/** One bit and the members that name it (two members can share a bit: `PFLAG.ONLADDER`, `ONSWING`). */
interface Bit {
  bit: number;
  names: string[];
}

function bitsOf(flags: [string, number][]): Bit[] {
  const bits = new Map<number, string[]>();
  for (const [member, value] of flags) {
    if (value === 0) continue;
    bits.set(value, [...(bits.get(value) ?? []), member]);
  }
  return [...bits].map(([bit, names]) => ({bit, names}));
}

/** Whether a bit is set in a 32-bit value (both as unsigned numbers). */
const isSet = (value: number, bit: number) => (value & bit) >>> 0 !== 0;

const hex = (value: number) => `0x${value.toString(16).toUpperCase()}`;

const box: CSSProperties = {
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
  padding: '0.75rem 1rem',
  marginBottom: 'var(--ifm-spacing-vertical)',
};
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: '0.25rem 1rem',
  border: 0,
  padding: 0,
  margin: '0.5rem 0 0',
};
const check: CSSProperties = {display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: '1.75rem'};

/** A value written in the base the reader used: hex when what they typed starts with `0x`. */
function inBaseOf(typed: string, value: number): string {
  return /^\s*0x/i.test(typed) ? hex(value) : String(value);
}

export default function FlagDecoder({name, flags}: FlagDecoderProps): ReactNode {
  const id = useId();
  const bits = bitsOf(flags);
  const zero = flags.filter(([, value]) => value === 0).map(([member]) => member);
  // The field starts empty: a first click and `0x208` must not become `00x208`.
  const [text, setText] = useState('');
  const empty = text.trim() === '';
  const parsed = empty ? 0 : parseFlagValue(text);
  // The boxes show the value typed; none is ticked while the text is not a value.
  const value = parsed ?? 0;

  const onTick = (bit: number) => setText(inBaseOf(text, (value ^ bit) >>> 0));

  const held = bits.filter(({bit}) => isSet(value, bit));
  const known = bits.reduce((mask, {bit}) => (mask | bit) >>> 0, 0);
  const unnamed = (value & ~known) >>> 0;
  let result: ReactNode;
  if (empty) {
    result = 'Type a value, or tick flags to build one.';
  } else if (parsed === null) {
    result = 'Not a value: type a decimal number, or a hexadecimal one that starts with 0x.';
  } else if (value === 0) {
    result = zero.length ? `0: no flag set (${zero.map((m) => `${name}.${m}`).join(', ')}).` : '0: no flag set.';
  } else {
    result = (
      <>
        {value} = {hex(value)}:{' '}
        <code>{held.map(({names}) => `${name}.${names.join(' / ')}`).join(' | ') || 'no named flag'}</code>
        {unnamed ? ` and ${hex(unnamed)}, bits that ${name} does not name` : ''}
      </>
    );
  }

  return (
    <div className="nm-needs-js" style={box} role="group" aria-labelledby={`${id}-title`}>
      <p style={{marginBottom: '0.5rem'}}>
        <strong id={`${id}-title`}>Decode a value of {name}</strong>
      </p>
      <p style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', marginBottom: '0.5rem'}}>
        <label htmlFor={`${id}-value`}>Value</label>
        <input
          id={`${id}-value`}
          type="text"
          value={text}
          placeholder="520 or 0x208"
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-result`}
          aria-invalid={parsed === null}
          style={{
            font: 'inherit',
            fontFamily: 'var(--ifm-font-family-monospace)',
            width: '12rem',
            padding: '0.2rem 0.4rem',
          }}
        />
      </p>
      <output
        id={`${id}-result`}
        htmlFor={`${id}-value`}
        aria-live="polite"
        // An error in Infima's alert style, which keeps its contrast in both colour modes.
        className={parsed === null ? 'alert alert--danger' : undefined}
        style={{display: 'block', padding: parsed === null ? '0.25rem 0.5rem' : 0}}>
        {result}
      </output>
      <fieldset style={grid}>
        <legend style={{padding: 0, marginTop: '0.5rem', fontWeight: 600}}>Flags</legend>
        {bits.map(({bit, names}) => (
          <label key={bit} style={check}>
            <input
              type="checkbox"
              checked={parsed !== null && isSet(value, bit)}
              onChange={() => onTick(bit)}
              style={{width: '1.1rem', height: '1.1rem', margin: 0}}
            />
            <span>
              <code>{names.join(' / ')}</code> {hex(bit)}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
