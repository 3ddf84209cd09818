#!/usr/bin/env python3
"""Colours of a PNG, for the report's browser test (scripts/run-report-test.sh): prints
`size W H`, `distinct N` (distinct RGB colours) and, for each #RRGGBB argument, `#RRGGBB N`
(pixels of exactly that colour). Python's standard library only (zlib): 8-bit RGB or RGBA,
non-interlaced, which is what Chromium's --screenshot writes."""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}:0:0: error: not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}:0:0: error: only 8-bit RGB/RGBA non-interlaced PNGs are read (depth {depth}, type {colour})")
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):   # undo the row filter (PNG spec, section 9)
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], prev[x - bpp] if x >= bpp else 0
            if kind == 1: line[x] = (line[x] + a) & 255
            elif kind == 2: line[x] = (line[x] + b) & 255
            elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, rows, bpp


def main():
    width, height, rows, bpp = pixels(sys.argv[1])
    counts = {}
    for line in rows:
        for x in range(0, len(line), bpp):
            key = bytes(line[x:x + 3])
            counts[key] = counts.get(key, 0) + 1
    print(f"size {width} {height}")
    print(f"distinct {len(counts)}")
    for hexcolour in sys.argv[2:]:
        print(f"{hexcolour} {counts.get(bytes.fromhex(hexcolour.lstrip('#')), 0)}")


if __name__ == "__main__":
    main()
