"""C and C++ type names as `int` (`LANGUAGE-types`), with the compiler as the oracle."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from trail.api import minimize
from trail.formats.spans import apply_edits
from trail.formats.treesitter_transforms import types_as_int


def applied(data: bytes) -> list[bytes]:
    return [apply_edits(data, unit) for unit in types_as_int("c", data)]


def test_a_typedef_used_as_a_type_becomes_int_and_goes():
    data = b"#include<stdint.h>\ntypedef int16_t b;\nstruct a{b c;}d;e(){d.f;}\n"
    assert applied(data) == [
        b"#include<stdint.h>\nstruct a{int c;}d;e(){d.f;}\n",     # b, and its typedef
        b"#include<stdint.h>\ntypedef int b;\nstruct a{b c;}d;e(){d.f;}\n"]  # int16_t


def test_tags_keywords_and_what_would_grow_stay():
    # A struct's tag is no type of its own; `unsigned char` is the grammar's; `T`,
    # used twice and defined in 16 bytes, grows by 4 and shrinks by 16: it goes.
    data = b"struct s { int x; };\nstruct s v; unsigned char c;\ntypedef long T;\nT a; T b;\n"
    assert applied(data) == [b"struct s { int x; };\nstruct s v; unsigned char c;\n"
                             b"int a; int b;\n"]
    # Defined in 15 bytes and used 8 times, `int` would grow it by 16: it stays.
    uses = b"".join(b"T %c;" % name for name in b"abcdefgh")
    assert applied(b"typedef long T;" + uses) == []
    assert applied(b"typedef long T;" + uses[4:]) == [uses[4:].replace(b"T ", b"int ")]


GCC = shutil.which("gcc")
ELF = (b"#include <stdint.h>\n"
       b"typedef uint16_t Elf32_Half;\n"
       b"typedef uint32_t Elf32_Word;\n"
       b"typedef struct\n{\n  Elf32_Half e_type;\n  Elf32_Word e_version;\n} Elf32_Ehdr;\n"
       b"int main(void)\n{\n  Elf32_Ehdr header = {0};\n  return header.e_tpye;\n}\n")


def typo_is_the_only_error(candidate: bytes) -> bool:
    """gcc's one error is the typo'd member, with the member it meant."""
    run = subprocess.run([GCC, "-fsyntax-only", "-x", "c", "-"], input=candidate,
                         capture_output=True, env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"})
    out = run.stderr.decode()
    return "has no member named 'e_tpye'; did you mean 'e_type'" in out \
        and out.count("error:") == 1


@pytest.mark.skipif(GCC is None, reason="needs gcc")
def test_a_member_typo_keeps_no_header_for_the_members_type():
    # elf.h's shape: the member's type is a typedef of a header's type. Inlined, the
    # header stays for uint16_t; as `int`, both go. (`return` goes as a token: no
    # single character of it can.)
    assert typo_is_the_only_error(ELF)
    run = minimize(ELF, typo_is_the_only_error, file_name="elf.c")
    assert run.data == b"typedef struct{int e_type;}a;m(v){a a;a.e_tpye;}"
    assert typo_is_the_only_error(run.data)
    assert b"#include" not in run.data
