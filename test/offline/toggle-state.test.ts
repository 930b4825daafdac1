/**
 * A toggle said by the state a step asks of it (rules/toggle-state.ts), where its name is the thing
 * it switches ("Microphone", a 🔔 titled "Notifications") or the act it does ("Show subtitles"). A
 * radio studio's console of our own. Found by the blind meeting app (meet): "mute my mic", "lower my
 * hand", "turn the camera off before joining".
 */
import { describe, expect, it } from 'vitest';
import { ownPages } from '../support/own-pages.js';

const page = (speaker: boolean) => `<!doctype html><title>Studio</title><h1>Studio B</h1>
<div role="toolbar" aria-label="Console">
  <button id="mic" aria-pressed="true">Microphone</button>
  ${speaker ? '<button id="spk" aria-pressed="true">Speaker</button>' : ''}
  <button id="bell" title="Notifications" aria-pressed="false">🔔</button>
  <button id="subs" aria-pressed="false">Show subtitles</button>
  <button id="cam" aria-pressed="true">Camera</button>
  <span role="switch" id="rec" aria-checked="true" tabindex="0">Recording</span>
</div>
<p id="status" role="status">Ready</p>
<script>
  document.querySelectorAll('button').forEach((b) => b.onclick = () => {
    b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true'));
    document.getElementById('status').textContent = b.id + ' ' + (b.getAttribute('aria-pressed') === 'true' ? 'on' : 'off');
  });
  const rec = document.getElementById('rec');
  rec.onclick = () => { rec.setAttribute('aria-checked', String(rec.getAttribute('aria-checked') !== 'true')); document.getElementById('status').textContent = 'rec ' + (rec.getAttribute('aria-checked') === 'true' ? 'on' : 'off'); };
</script>`;

const pages = ownPages({ '/one': page(false), '/two': page(true) });
const status = () => pages.client.page.locator('#status').textContent();
const open = (path: string) => pages.client.page.goto(`${pages.origin}${path}`);

describe('a toggle said by the state asked (rule toggle-state)', () => {
  it('"mute my mic" releases the pressed Microphone; "unmute" then presses it again', async () => {
    await open('/one');
    const result = await pages.client.act('mute my mic');
    expect(result.success, result.message).toBe(true);
    expect(result.decision?.by).toEqual({ kind: 'rule', rule: 'toggle-state' });
    expect(await status()).toBe('mic off');
    expect((await pages.client.act('unmute')).success).toBe(true);
    expect(await status()).toBe('mic on');
  });

  it('"turn notifications on" presses the 🔔 titled Notifications; "switch off the camera" releases Camera', async () => {
    await open('/one');
    expect((await pages.client.act('turn notifications on')).success).toBe(true);
    expect(await status()).toBe('bell on');
    expect((await pages.client.act('switch off the camera')).success).toBe(true);
    expect(await status()).toBe('cam off');
  });

  it('"turn the recording off" unticks the switch; "show subtitles" presses the toggle named so', async () => {
    await open('/one');
    expect((await pages.client.act('turn the recording off')).success).toBe(true);
    expect(await status()).toBe('rec off');
    expect((await pages.client.act('show subtitles')).success).toBe(true);
    expect(await status()).toBe('subs on');
  });

  it('near miss: "unmute" and "stop showing subtitles" when the page already shows that state hand over, pressing nothing', async () => {
    await open('/one');
    await expect(pages.client.act('unmute')).rejects.toThrow(/on already: nothing to unmute/);
    await expect(pages.client.act('stop showing subtitles')).rejects.toThrow();
    expect(await status()).toBe('Ready');
  });

  it('near miss: "mute" with two things that sound (Microphone, Speaker) hands over naming both', async () => {
    await open('/two');
    await expect(pages.client.act('mute')).rejects.toThrow(/2 toggles switch a sound/);
    expect(await status()).toBe('Ready');
  });

  it('near miss: "mute the camera" (no sound) and "turn off the lights" (no such toggle) press nothing', async () => {
    await open('/one');
    await expect(pages.client.act('mute the camera')).rejects.toThrow();
    await expect(pages.client.act('turn off the lights')).rejects.toThrow();
    expect(await status()).toBe('Ready');
  });
});
