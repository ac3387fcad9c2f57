#!/usr/bin/env python3
"""Regenerates Tests/Oracles/fonttools-*.json: what fontTools reads from the system's math fonts,
for `FontToolsAgreementTests` to compare LegibleMathLayout's OpenType reader with, glyph by glyph.

    pip install fonttools                   # the reference reader (4.x)
    apt-get install fonts-lmodern fonts-texgyre-math fonts-dejavu-extra fonts-oflb-asana-math
    python3 Scripts/font-reader-goldens.py  # run from the package root

Each golden names the font file, its size, its `head.fontRevision`, the Debian package and version
it came from and the fontTools version, so a test against a different build of the font fails with
a message instead of reporting false differences. Per font: units per em, glyph count, every
glyph's advance width and ink bounds (fontTools' BoundsPen over the decomposed outline, to 1/1000
unit), the best Unicode cmap, the whole MATH table (constants, italic corrections, top accent
attachments, extended shapes, math kerns, vertical and horizontal variants and assemblies) and the
`ssty` alternates of GSUB. Glyphs are given by index.
"""
import json
import os
import pathlib
import subprocess

import fontTools
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

root = pathlib.Path(__file__).resolve().parent.parent
fonts = {
    "latinmodern-math": "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf",
    "dejavu-math": "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf",
    "texgyre-termes-math": "/usr/share/texmf/fonts/opentype/public/tex-gyre-math/texgyretermes-math.otf",
    # The only one of Debian's math fonts with math kerns (MathKernInfo).
    "asana-math": "/usr/share/fonts/opentype/asana-math/Asana-Math.otf",
}


def debian_package(path):
    try:
        package = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True, check=True).stdout.split(":")[0]
        version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True, check=True).stdout
        return f"{package} {version}"
    except (OSError, subprocess.CalledProcessError):
        return None


def rounded(value):
    value = round(value, 3)
    return int(value) if value == int(value) else value


def golden(path):
    font = TTFont(path)
    gid = font.getGlyphID
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()

    def bounds(name):
        pen = BoundsPen(glyph_set)
        glyph_set[name].draw(pen)
        return None if pen.bounds is None else [rounded(v) for v in pen.bounds]

    result = {
        "path": path,
        "fileSize": os.path.getsize(path),
        "fontRevision": round(font["head"].fontRevision, 4),
        "debianPackage": debian_package(path),
        "fontTools": fontTools.version,
        "unitsPerEm": font["head"].unitsPerEm,
        "glyphCount": len(order),
        "advances": [font["hmtx"][name][0] for name in order],
        "bounds": [bounds(name) for name in order],
        "cmap": sorted([code, gid(name)] for code, name in font.getBestCmap().items()),
    }
    math = font["MATH"].table
    constants = math.MathConstants
    result["mathConstants"] = {
        name[0].lower() + name[1:]: (value.Value if hasattr(value, "Value") else value)
        for name, value in vars(constants).items() if name[0].isupper()
    }
    info = math.MathGlyphInfo

    def values(coverage, records):
        return [[gid(name), record.Value] for name, record in zip(coverage.glyphs, records)]

    italics = info.MathItalicsCorrectionInfo
    result["italicCorrections"] = values(italics.Coverage, italics.ItalicsCorrection) if italics else []
    accents = info.MathTopAccentAttachment
    result["topAccentAttachments"] = values(accents.TopAccentCoverage, accents.TopAccentAttachment) if accents else []
    result["extendedShapes"] = sorted(gid(name) for name in info.ExtendedShapeCoverage.glyphs) if info.ExtendedShapeCoverage else []

    def kern(table):
        if table is None:
            return None
        return [[v.Value for v in table.CorrectionHeight], [v.Value for v in table.KernValue]]

    kerns = info.MathKernInfo
    result["kerns"] = [] if kerns is None else [
        [gid(name), [kern(record.TopRightMathKern), kern(record.TopLeftMathKern),
                     kern(record.BottomRightMathKern), kern(record.BottomLeftMathKern)]]
        for name, record in zip(kerns.MathKernCoverage.glyphs, kerns.MathKernInfoRecords)]
    variants = math.MathVariants
    result["minConnectorOverlap"] = variants.MinConnectorOverlap

    def constructions(coverage, records):
        if coverage is None:
            return []
        out = []
        for name, construction in zip(coverage.glyphs, records):
            assembly = construction.GlyphAssembly
            out.append([gid(name),
                        [[gid(v.VariantGlyph), v.AdvanceMeasurement] for v in construction.MathGlyphVariantRecord],
                        None if assembly is None else [assembly.ItalicsCorrection.Value, [
                            [gid(p.glyph), p.StartConnectorLength, p.EndConnectorLength, p.FullAdvance, p.PartFlags]
                            for p in assembly.PartRecords]]])
        return out

    result["verticalVariants"] = constructions(variants.VertGlyphCoverage, variants.VertGlyphConstruction)
    result["horizontalVariants"] = constructions(variants.HorizGlyphCoverage, variants.HorizGlyphConstruction)

    gsub = font["GSUB"].table if "GSUB" in font else None
    ssty = {}
    if gsub:
        indices = []
        for record in gsub.FeatureList.FeatureRecord:
            if record.FeatureTag == "ssty":
                indices += [i for i in record.Feature.LookupListIndex if i not in indices]
        for index in indices:
            lookup = gsub.LookupList.Lookup[index]
            for subtable in lookup.SubTable:
                kind = lookup.LookupType
                if kind == 7:
                    kind, subtable = subtable.ExtensionLookupType, subtable.ExtSubTable
                pairs = subtable.alternates.items() if kind == 3 else [(k, [v]) for k, v in subtable.mapping.items()]
                for name, alternates in pairs:
                    ssty.setdefault(gid(name), [gid(a) for a in alternates])
    result["ssty"] = sorted([glyph, alternates] for glyph, alternates in ssty.items())
    return result


for name, path in fonts.items():
    target = root / "Tests" / "Oracles" / f"fonttools-{name}.json"
    target.write_text(json.dumps(golden(path), separators=(",", ":")) + "\n")
    print(f"{target.relative_to(root)}: {target.stat().st_size} bytes")
