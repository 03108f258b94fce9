import {describe, expect, it} from 'vitest';
import {placeTooltip} from '../../../src/lib/tooltipPosition';

const viewport = {width: 375, height: 667};
const tooltip = {width: 200, height: 60};

describe('placeTooltip', () => {
  it('centres the tooltip under its trigger when there is room', () => {
    expect(placeTooltip({left: 150, top: 100, width: 60, height: 20}, tooltip, viewport)).toEqual({left: 80, top: 126});
  });

  it('shifts it left near the right edge and right near the left edge', () => {
    const right = placeTooltip({left: 330, top: 100, width: 40, height: 20}, tooltip, viewport);
    expect(right.left).toBe(375 - 8 - 200);
    const left = placeTooltip({left: 2, top: 100, width: 40, height: 20}, tooltip, viewport);
    expect(left.left).toBe(8);
  });

  it('keeps every placement inside the viewport', () => {
    for (let x = 0; x <= 360; x += 15) {
      const {left} = placeTooltip({left: x, top: 100, width: 15, height: 20}, tooltip, viewport);
      expect(left).toBeGreaterThanOrEqual(8);
      expect(left + tooltip.width).toBeLessThanOrEqual(viewport.width - 8);
    }
  });

  it('flips above the trigger when there is no room below', () => {
    expect(placeTooltip({left: 100, top: 630, width: 40, height: 20}, tooltip, viewport)).toEqual({
      left: 20,
      top: 630 - 6 - 60,
    });
  });

  it('stays below when neither side has room', () => {
    // Below the trigger: its top edge plus its height plus the gap.
    expect(placeTooltip({left: 100, top: 30, width: 40, height: 20}, {width: 200, height: 700}, viewport).top).toBe(56);
  });
});
