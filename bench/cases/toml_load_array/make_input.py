"""Writes input.toml: a colour theme of the shape editors ship (scopes, ui keys, a
palette), 13 KB, with one style whose modifiers hold a nested array with a trailing
comma, which toml 0.10.2's load_array indexes past its end (IndexError)."""

from pathlib import Path

PALETTE = {f"{hue}{n}": f"#{(i * 37 + n * 11) % 256:02x}{(i * 91 + n * 7) % 256:02x}"
           f"{(i * 53 + n * 29) % 256:02x}"
           for i, hue in enumerate(["red", "orange", "yellow", "green", "aqua", "blue",
                                    "purple", "gray", "bg", "fg"]) for n in range(5)}
SCOPES = ["attribute", "type", "type.builtin", "constructor", "constant", "constant.builtin",
          "constant.character", "constant.character.escape", "constant.numeric", "string",
          "string.regexp", "string.special", "comment", "comment.line", "comment.block",
          "variable", "variable.builtin", "variable.parameter", "variable.other.member",
          "label", "punctuation", "punctuation.delimiter", "punctuation.bracket", "keyword",
          "keyword.control", "keyword.operator", "keyword.directive", "keyword.function",
          "operator", "function", "function.builtin", "function.method", "function.macro",
          "tag", "namespace", "markup.heading", "markup.list", "markup.bold",
          "markup.italic", "markup.link.url", "markup.link.text", "markup.quote",
          "markup.raw", "diff.plus", "diff.minus", "diff.delta", "special"]
UI = ["background", "cursor", "cursor.insert", "cursor.select", "cursor.match",
      "cursorline.primary", "selection", "selection.primary", "linenr", "linenr.selected",
      "statusline", "statusline.inactive", "statusline.normal", "statusline.insert",
      "statusline.select", "popup", "window", "help", "text", "text.focus", "menu",
      "menu.selected", "virtual.whitespace", "virtual.ruler", "virtual.indent-guide"]
MODIFIERS = ["bold", "italic", "underlined", "reversed", "dim"]

lines = ["# A colour theme: scopes, ui, diagnostics and a palette.", "", 'inherits = "base16"',
         "", "[meta]", 'name = "ember"', 'author = "trail bench"', 'version = "1.4.2"', ""]
names = sorted(PALETTE)
for i, scope in enumerate(SCOPES):
    fg, bg = names[i % len(names)], names[(i * 7 + 3) % len(names)]
    mods = ", ".join(f'"{m}"' for m in MODIFIERS[: i % 3])
    lines.append(f'"{scope}" = {{ fg = "{fg}", modifiers = [{mods}] }}')
    if i % 4 == 0:
        lines.append(f'"{scope}.inner" = {{ fg = "{fg}", bg = "{bg}" }}')
lines.append("")
for i, key in enumerate(UI):
    fg, bg = names[(i * 3) % len(names)], names[(i * 5 + 1) % len(names)]
    if key == "menu.selected":  # the bug: a nested array ending in a comma
        lines.append(f'"ui.{key}" = {{ fg = "{fg}", bg = "{bg}", modifiers = ["bold", '
                     '["reversed",]] }')
    else:
        lines.append(f'"ui.{key}" = {{ fg = "{fg}", bg = "{bg}" }}')
lines += ["", "[diagnostics]"]
for level in ["error", "warning", "info", "hint"]:
    for part in ["gutter", "text", "underline", "virtual"]:
        lines.append(f'"{level}.{part}" = {{ fg = "{names[len(part) % len(names)]}", '
                     f'underline = {{ color = "{names[len(level) % len(names)]}", '
                     'style = "curl" }}')
lines += ["", "[palette]"]
lines += [f'{name} = "{value}"' for name, value in PALETTE.items()]
lines += ["", "[rainbow]", "brackets = [" + ", ".join(f'"{n}"' for n in names[:12]) + "]"]
for n in range(60):
    lines += ["", f"[[keys.extra]]", f'name = "binding-{n}"',
              f'sequence = ["space", "{chr(97 + n % 26)}", "{chr(97 + (n * 7) % 26)}"]',
              f'doc = "runs command {n} of the extra set"']
Path(__file__).with_name("input.toml").write_text("\n".join(lines) + "\n")
