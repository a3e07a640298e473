"""The reduction curve as inline SVG: size (log scale) against tests run or seconds.

Drawn in Python so report.html needs no script. The size holds from one accepted
candidate to the next, so the line is a staircase; each point is a circle carrying
its figures as data attributes (`data-tests`, `data-seconds`, `data-bytes`,
`data-pass`) and the class of its pass's colour (`pass-N`; `edge` for where the
reduction starts and ends), with a tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

WIDTH, HEIGHT = 480, 250
LEFT, RIGHT, TOP, BOTTOM = 48, 14, 24, 40  # margins around the plot
COLOURS = 8  # pass-0 .. pass-7 in report.html's style sheet, reused in turn


def pass_colours(points: Sequence[dict]) -> dict[str, int]:
    """Each pass name's colour number, in the order the passes first accepted a candidate."""
    colours: dict[str, int] = {}
    for point in points:
        name = point["pass"]
        if name is not None and name not in colours:
            colours[name] = len(colours) % COLOURS
    return colours


def curve_svg(points: Sequence[dict], x_key: str, x_label: str,
              colours: dict[str, int]) -> str:
    """The chart of `points` (report.json's curve) against `x_key` ("tests" or "seconds")."""
    x_top = max((p[x_key] for p in points), default=0) or 1
    y_top = _log(max((p["bytes"] for p in points), default=0)) or 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x_at(value: float) -> float:
        return round(LEFT + value / x_top * plot_w, 1)

    def y_at(size: int) -> float:
        return round(TOP + plot_h - _log(size) / y_top * plot_h, 1)

    parts = [f'<svg class="curve" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
             f'aria-label="size against {escape(x_label)}">']
    for tick in _linear_ticks(x_top):
        x = x_at(tick)
        parts.append(f'<line class="grid" x1="{x}" y1="{TOP}" x2="{x}" y2="{TOP + plot_h}"/>'
                     f'<text class="tick" x="{x}" y="{TOP + plot_h + 14}" '
                     f'text-anchor="middle">{_short(tick)}</text>')
    for tick in _log_ticks(y_top):
        y = y_at(tick)
        parts.append(f'<line class="grid" x1="{LEFT}" y1="{y}" x2="{LEFT + plot_w}" y2="{y}"/>'
                     f'<text class="tick" x="{LEFT - 4}" y="{y + 4}" '
                     f'text-anchor="end">{_short(tick)}</text>')
    parts.append(f'<text class="label" x="{LEFT + plot_w / 2}" y="{HEIGHT - 4}" '
                 f'text-anchor="middle">{escape(x_label)}</text>'
                 f'<text class="label" x="{LEFT}" y="{TOP - 8}">bytes (log)</text>')
    if points:
        steps = [f"M{x_at(points[0][x_key])},{y_at(points[0]['bytes'])}"]
        steps += [f"H{x_at(p[x_key])}V{y_at(p['bytes'])}" for p in points[1:]]
        parts.append(f'<path class="step" d="{"".join(steps)}"/>')
    for point in points:
        parts.append(_circle(point, x_at(point[x_key]), y_at(point["bytes"]), colours))
    parts.append("</svg>")
    return "".join(parts)


def _circle(point: dict, x: float, y: float, colours: dict[str, int]) -> str:
    name = point["pass"]
    kind = "edge" if name is None else f"pass-{colours[name]}"
    said = "start or end" if name is None else name
    tip = (f"{point['bytes']:,} bytes after {point['tests']:,} tests, "
           f"{point['seconds']:.1f} s ({said})")
    return (f'<circle class="point {kind}" cx="{x}" cy="{y}" r="3.5" '
            f'data-tests="{point["tests"]}" data-seconds="{point["seconds"]}" '
            f'data-bytes="{point["bytes"]}" data-pass="{escape(name or "")}">'
            f"<title>{escape(tip)}</title></circle>")


def _log(size: int) -> float:
    """The y of a size: log10(size + 1), so an empty result sits on the axis."""
    return math.log10(size + 1)


def _log_ticks(y_top: float) -> list[int]:
    """0 and the powers of ten up to the largest size; from 10 when the sizes reach
    100, where 1 would sit on 0."""
    ticks, power = [0], 1 if y_top < _log(100) else 10
    while _log(power) <= y_top:
        ticks.append(power)
        power *= 10
    return ticks


def _linear_ticks(top: float, count: int = 5) -> list[float]:
    """Round ticks from 0 to `top`, about `count` of them: steps of 1, 2 or 5 times 10^k."""
    raw = top / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    return [i * step for i in range(int(top / step + 1e-9) + 1)]


def _short(value: float) -> str:
    """A tick's label: 0.5, 20, 1.5k, 10M."""
    for limit, suffix in ((1e6, "M"), (1e3, "k")):
        if value >= limit:
            return f"{value / limit:.3g}{suffix}"
    return f"{value:.3g}"
