// CPace over ristretto255: the draft's known answers, and two sides that agree only when their secrets do.
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, utf8ToBytes } from '../../src/peer/bytes.ts';
import {
  calculateGenerator,
  generatorString,
  intermediateKey,
  prependLen,
  publicShare,
  sampleScalar,
  sharedPoint,
} from '../../src/peer/session-pake.ts';
import { seededRandom } from './harness.ts';

const unhex = (s: string) => hexToBytes(s.replace(/\s+/g, ''));
const le = (hex: string) => unhex(hex).reduceRight((n, byte) => (n << 8n) | BigInt(byte), 0n);

// draft-irtf-cfrg-cpace, "Test vector for CPace using group ristretto255 and hash SHA-512".
const TC = {
  prs: utf8ToBytes('Password'),
  ci: unhex('0b415f696e69746961746f720b425f726573706f6e646572'),
  sid: unhex('7e4b4791d6a8ef019b936c79fb7f2c57'),
  g: '222b6b195fe84b1652badb6f6a3ae3d24341e7306967f0b8115b40d5698c7e56',
  ya: 'da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4ff0976d08',
  Ya: 'd6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0eec482b9157',
  yb: 'd2316b454718c35362d83d69df6320f38578ed5984651435e2949762d900b80d',
  Yb: '3ea7e0b19560d7c0b0f5734f63b955286dfa8232b5ebe63324e2d9e7433f7258',
  K: '80b69a8a76457ab6a4d7f887a4bf6b55a2f80ac19c333f917a05fc9887c8b40f',
  isk: 'b69effbf61b51d56401c0f65601abe428de8206feaaf0e32198896dcae7b35cd2b38950a39dfd5d4a79164614c2984f7daa460b588c1e80c3fa2068af7900447',
};

describe('CPace (ristretto255, SHA-512)', () => {
  it('gives the draft’s known answers: generator string, generator, shares, shared point and session key', () => {
    const s = generatorString(TC.prs, TC.ci, TC.sid);
    expect(s.length).toBe(170);
    expect(bytesToHex(s.slice(0, 28))).toBe('11435061636552697374726574746f3235350850617373776f726464');
    const g = calculateGenerator(TC.prs, TC.ci, TC.sid);
    expect(bytesToHex(g.toBytes())).toBe(TC.g);
    const [ya, yb] = [le(TC.ya), le(TC.yb)];
    expect(bytesToHex(publicShare(ya, g))).toBe(TC.Ya);
    expect(bytesToHex(publicShare(yb, g))).toBe(TC.Yb);
    const k = sharedPoint(ya, unhex(TC.Yb));
    expect(k === null ? null : bytesToHex(k)).toBe(TC.K);
    expect(bytesToHex(sharedPoint(yb, unhex(TC.Ya)) ?? new Uint8Array())).toBe(TC.K);
    const isk = intermediateKey(
      TC.sid,
      unhex(TC.K),
      { share: unhex(TC.Ya), ad: utf8ToBytes('ADa') },
      { share: unhex(TC.Yb), ad: utf8ToBytes('ADb') },
    );
    expect(bytesToHex(isk)).toBe(TC.isk);
  });

  it('writes lengths of 128 and more in LEB128', () => {
    expect(bytesToHex(prependLen(new Uint8Array(0)))).toBe('00');
    expect(bytesToHex(prependLen(new Uint8Array(127)).slice(0, 1))).toBe('7f');
    expect(bytesToHex(prependLen(new Uint8Array(128)).slice(0, 2))).toBe('8001');
    expect(bytesToHex(prependLen(new Uint8Array(300)).slice(0, 2))).toBe('ac02');
  });

  const run = (secretA: string, secretB: string, label: string) => {
    const random = seededRandom(label);
    const ci = utf8ToBytes('test channel');
    const sid = random(16);
    const [ga, gb] = [calculateGenerator(utf8ToBytes(secretA), ci, sid), calculateGenerator(utf8ToBytes(secretB), ci, sid)];
    const [ya, yb] = [sampleScalar(random), sampleScalar(random)];
    const [Ya, Yb] = [publicShare(ya, ga), publicShare(yb, gb)];
    const keyOf = (k: Uint8Array | null) =>
      k === null ? null : bytesToHex(intermediateKey(sid, k, { share: Ya, ad: new Uint8Array() }, { share: Yb, ad: new Uint8Array() }));
    return [keyOf(sharedPoint(ya, Yb)), keyOf(sharedPoint(yb, Ya))];
  };

  it('agrees on one key when both sides have the same code, and on none when a code differs', () => {
    const [a, b] = run('abcde-fghjk', 'abcde-fghjk', 'same');
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    const [c, d] = run('abcde-fghjk', 'abcde-fghjm', 'other');
    expect(c).not.toBe(d);
  });

  it('refuses a share that is no point, or the identity', () => {
    expect(sharedPoint(5n, new Uint8Array(32))).toBeNull();
    expect(sharedPoint(5n, new Uint8Array(32).fill(0xff))).toBeNull();
    expect(sharedPoint(5n, new Uint8Array(31))).toBeNull();
  });
});
