import { describe, expect, it } from 'vitest';
import { anthropicComputerTool, computerUseChoice, isPreviewModel } from '../../src/engine/agent/computer-use/index.js';
import { modifierKeys, playwrightChord, playwrightKey, splitChord } from '../../src/engine/agent/computer-use/keys.js';
import { fitInside } from '../../src/engine/agent/computer-use/screen.js';
import { ClientEnvironmentError } from '../../src/index.js';

describe('computer-use key names', () => {
  it('maps OpenAI and xdotool names to Playwright keys', () => {
    expect(['CTRL', 'ctrl', 'Control_L', 'ENTER', 'Return', 'KP_Enter', 'ESC', 'BackSpace', 'Page_Down', 'PAGEUP', 'super', 'CMD', 'SPACE', 'f5', 'a', 'ArrowUp', 'LEFT'].map(playwrightKey)).toEqual([
      'Control', 'Control', 'Control', 'Enter', 'Enter', 'Enter', 'Escape', 'Backspace', 'PageDown', 'PageUp', 'Meta', 'Meta', ' ', 'F5', 'a', 'ArrowUp', 'ArrowLeft',
    ]);
  });

  it('writes chords in press() form, a letter with a modifier in lower case', () => {
    expect(playwrightChord(['CTRL', 'A'])).toBe('Control+a');
    expect(playwrightChord(['SHIFT', 'A'])).toBe('Shift+A');
    expect(playwrightChord(splitChord('ctrl+shift+t'))).toBe('Control+Shift+t');
    expect(splitChord('Return')).toEqual(['Return']);
    expect(splitChord('+')).toEqual(['+']);
    expect(splitChord('ctrl++')).toEqual(['ctrl', '+']);
    expect(modifierKeys('shift')).toEqual(['Shift']);
    expect(modifierKeys(['CTRL', 'ALT'])).toEqual(['Control', 'Alt']);
    expect(modifierKeys(null)).toEqual([]);
  });
});

describe('which computer-use agent a config asks for', () => {
  it('provider without model picks the provider default; with model, that model', () => {
    expect(computerUseChoice({ provider: 'openai' })).toEqual({ provider: 'openai', model: 'gpt-5.4' });
    expect(computerUseChoice({ provider: 'anthropic' })).toEqual({ provider: 'anthropic', model: 'claude-sonnet-4-6' });
    expect(computerUseChoice({ provider: 'anthropic', model: 'anthropic/claude-opus-4-5' })).toEqual({ provider: 'anthropic', model: 'claude-opus-4-5' });
    expect(computerUseChoice({ provider: 'openai', model: 'computer-use-preview' })).toEqual({ provider: 'openai', model: 'computer-use-preview' });
  });

  it('a computer-use model by name selects the protocol without provider; other models keep the generic agent', () => {
    expect(computerUseChoice({ model: 'computer-use-preview-2025-03-11' })).toEqual({ provider: 'openai', model: 'computer-use-preview-2025-03-11' });
    expect(computerUseChoice({ model: 'openai/computer-use-preview' })).toEqual({ provider: 'openai', model: 'computer-use-preview' });
    expect(computerUseChoice({ model: 'google/gemini-2.5-computer-use-preview-10-2025' })).toEqual({ provider: 'google', model: 'gemini-2.5-computer-use-preview-10-2025' });
    expect(computerUseChoice({ model: 'openai/gpt-5.4-mini' })).toBeUndefined();
    expect(computerUseChoice({ model: 'claude-sonnet-4-6' })).toBeUndefined();
    expect(computerUseChoice({})).toBeUndefined();
  });

  it('a model prefixed with another provider is a configuration error', () => {
    expect(() => computerUseChoice({ provider: 'openai', model: 'anthropic/claude-sonnet-4-6' })).toThrow(ClientEnvironmentError);
  });

  it('picks the tool version each model documents', () => {
    expect(anthropicComputerTool('claude-sonnet-4-6')).toEqual({ type: 'computer_20251124', beta: 'computer-use-2025-11-24' });
    expect(anthropicComputerTool('claude-opus-4-5-20251101')).toEqual({ type: 'computer_20251124', beta: 'computer-use-2025-11-24' });
    expect(anthropicComputerTool('claude-opus-4-6')).toMatchObject({ type: 'computer_20251124' });
    expect(anthropicComputerTool('claude-haiku-5-5')).toMatchObject({ type: 'computer_20251124' });
    expect(anthropicComputerTool('claude-sonnet-4-5-20250929')).toEqual({ type: 'computer_20250124', beta: 'computer-use-2025-01-24' });
    expect(anthropicComputerTool('claude-sonnet-4-20250514')).toMatchObject({ type: 'computer_20250124' });
    expect(anthropicComputerTool('claude-3-7-sonnet-20250219')).toMatchObject({ type: 'computer_20250124' });
    expect(isPreviewModel('computer-use-preview')).toBe(true);
    expect(isPreviewModel('gpt-5.4')).toBe(false);
  });
});

describe('display size', () => {
  it('scales down to fit, keeping the aspect ratio, never up', () => {
    expect(fitInside({ width: 1600, height: 1000 }, { width: 1280, height: 800 })).toEqual({ width: 1280, height: 800 });
    expect(fitInside({ width: 1920, height: 1080 }, { width: 1280, height: 800 })).toEqual({ width: 1280, height: 720 });
    expect(fitInside({ width: 800, height: 600 }, { width: 1280, height: 800 })).toEqual({ width: 800, height: 600 });
    expect(fitInside({ width: 800, height: 600 }, undefined)).toEqual({ width: 800, height: 600 });
  });
});
