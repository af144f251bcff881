"""Checks the pictures boxoffice draws, as a reader's tools meet them.

  python check_pictures.py OUT_DIR FILE...

For each SVG and HTML file it prints one JSON line: what it found, and `problems` (empty when all is well):
  - it parses: SVG as XML (no DOCTYPE, no entities), HTML as HTML5 (html5lib, strict);
  - it is inert: no script, no event attribute, no external address, no element outside a small allow-list, so
    no text from KOBIS, OMDb or a note became an element or an attribute;
  - HTML has lang, <meta charset> and a title; SVG has <title>, <desc> and its size;
  - headless Chromium renders it to OUT_DIR/<name>.png, which has the expected size and is not blank;
  - every <text> of every SVG (inline ones in HTML too) lies inside its picture, measured by getBBox in Chromium.
Exits 1 when a file has a problem, 2 when a tool is missing.
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
import zlib

try:
    import html5lib
except ImportError:
    print("html5lib is not installed", file=sys.stderr)
    sys.exit(2)

SVG_ELEMENTS = {"svg", "title", "desc", "rect", "text", "line", "polyline", "path", "circle", "g"}
SVG_ATTRIBUTES = {"xmlns", "width", "height", "viewBox", "role", "aria-labelledby", "lang", "font-family", "id", "x", "y",
                  "font-size", "text-anchor", "font-weight", "fill", "rx", "x1", "y1", "x2", "y2", "stroke", "stroke-width",
                  "stroke-dasharray", "points", "stroke-linejoin", "d", "fill-opacity", "cx", "cy", "r"}
KNOWN_SPACES = {"http://www.w3.org/2000/svg", "http://www.w3.org/2000/xmlns/", "http://www.w3.org/XML/1998/namespace"}
HTML_ELEMENTS = {"html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "footer", "figure", "table", "thead",
                 "tbody", "tr", "th", "td", "section", "div", "span", "img", "ul", "li", "figcaption"} | SVG_ELEMENTS
HTML_ATTRIBUTES = {"lang", "charset", "name", "content", "class", "src", "alt", "width", "height"} | SVG_ATTRIBUTES


# Nothing a picture names may be fetched: every host name fails at once.
OFFLINE = ["--headless", "--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND", "--disable-background-networking"]


def run_browser(arguments, timeout=900):
    try:
        return subprocess.run(arguments, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    print("chromium is not installed", file=sys.stderr)
    sys.exit(2)


def local(tag):
    return tag.split("}", 1)[-1] if isinstance(tag, str) else ""


def inert(elements, allowed_elements, allowed_attributes, problems):
    for element in elements:
        name = local(element.tag)
        if not name:
            continue
        if name not in allowed_elements:
            problems.append(f"element <{name}> is not allowed")
        for attribute, value in element.attrib.items():
            bare = attribute
            if attribute.startswith("{"):
                space, bare = attribute[1:].split("}", 1)
                if space not in KNOWN_SPACES:
                    problems.append(f"attribute {attribute} is in an unknown namespace")
            if bare.lower().startswith("on") or bare not in allowed_attributes:
                problems.append(f"attribute {bare}={value[:40]!r} on <{name}> is not allowed")
            if re.search(r"(?i)(https?:|javascript:|//)", value) and not (bare == "xmlns" or value.startswith("data:image/")):
                problems.append(f"attribute {bare} points outside: {value[:60]!r}")


def png_facts(path):
    """Width, height and how many distinct colours a grid of samples has."""
    with open(path, "rb") as handle:
        data = handle.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, width = 8, b"", 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None:
        return width, height, None
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    colours, row_start = set(), 0
    for y in range(height):
        kind, line = raw[row_start], bytearray(raw[row_start + 1:row_start + 1 + stride])
        row_start += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, upper_left = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else upper_left)) & 255
        previous = line
        if y % 8 == 0:
            for x in range(0, width, 8):
                colours.add(bytes(line[x * channels:x * channels + 3]))
    return width, height, len(colours)


MEASURE = """<script>
const out = [];
for (const svg of document.querySelectorAll('svg')) {
  const box = svg.viewBox.baseVal; const w = box && box.width ? box.width : svg.width.baseVal.value;
  const h = box && box.height ? box.height : svg.height.baseVal.value;
  for (const text of svg.querySelectorAll('text')) {
    const b = text.getBBox();
    if (b.x < -0.5 || b.y < -0.5 || b.x + b.width > w + 0.5 || b.y + b.height > h + 0.5)
      out.push({text: text.textContent.slice(0, 60), x: b.x, y: b.y, width: b.width, height: b.height, svgWidth: w, svgHeight: h});
  }
  out.push({checked: svg.querySelectorAll('text').length});
}
document.getElementById('measured').textContent = JSON.stringify(out);
</script>"""


def measure_text(browser, svgs, folder):
    """Texts outside their picture, and how many texts were measured."""
    wrapper = os.path.join(folder, "measure.html")
    with open(wrapper, "w", encoding="utf-8") as handle:
        handle.write("<!DOCTYPE html><html><head><meta charset='utf-8'></head><body style='margin:0'>" + "".join(svgs)
                     + "<pre id='measured'></pre>" + MEASURE + "</body></html>")
    run = run_browser([browser] + OFFLINE + ["--virtual-time-budget=3000", "--dump-dom", "file://" + wrapper])
    dom = run.stdout if run else ""
    found = re.search(r"<pre id=\"measured\">(.*?)</pre>", dom, re.S)
    if not found:
        return None, 0
    results = json.loads(found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))
    return [r for r in results if "text" in r], sum(r.get("checked", 0) for r in results)


def check(path, out, browser, folder):
    problems, facts = [], {"file": os.path.basename(path)}
    text = open(path, encoding="utf-8").read()
    svgs = []
    if path.endswith(".svg"):
        if "<!DOCTYPE" in text or "<!ENTITY" in text:
            problems.append("DOCTYPE or entity declarations")
        root = ElementTree.fromstring(text)
        inert(root.iter(), SVG_ELEMENTS, SVG_ATTRIBUTES, problems)
        if local(root.tag) != "svg":
            problems.append("the root is not <svg>")
        if root.find("{http://www.w3.org/2000/svg}title") is None or root.find("{http://www.w3.org/2000/svg}desc") is None:
            problems.append("no <title> or <desc>")
        width, height = int(float(root.get("width"))), int(float(root.get("height")))
        facts["size"] = [width, height]
        svgs.append(text)
    else:
        parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
        try:
            document = parser.parse(text)
        except Exception as error:  # html5lib's ParseError
            problems.append(f"not valid HTML5: {error}")
            document = html5lib.parse(text, namespaceHTMLElements=False)
        inert(document.iter(), HTML_ELEMENTS, HTML_ATTRIBUTES, problems)
        if not document.get("lang"):
            problems.append("<html> has no lang")
        if document.find(".//meta[@charset]") is None:
            problems.append("no <meta charset>")
        title = document.find(".//title")
        if title is None or not (title.text or "").strip():
            problems.append("no <title>")
        for style in document.iter("style"):
            if re.search(r"(?i)url\(|@import|https?:", style.text or ""):
                problems.append("the style loads something")
        width, height = 1280, 2400
        svgs = re.findall(r"<svg[\s\S]*?</svg>", text)
        facts["svgs"] = len(svgs)
    if problems:  # not inert: it is not opened in a browser at all
        facts["problems"] = problems
        return facts
    png = os.path.join(out, os.path.basename(path) + ".png")
    if os.path.exists(png):
        os.remove(png)
    rendered = run_browser([browser] + OFFLINE + ["--hide-scrollbars", "--force-device-scale-factor=1", "--virtual-time-budget=3000",
                                                  f"--window-size={width},{height}", f"--screenshot={png}",
                                                  "file://" + os.path.abspath(path)])
    if rendered is None:
        problems.append("Chromium did not finish rendering it")
    if not os.path.exists(png):
        problems.append("Chromium made no screenshot")
    else:
        png_width, png_height, colours = png_facts(png)
        facts["png"] = [png_width, png_height, colours]
        if (png_width, png_height) != (width, height):
            problems.append(f"the screenshot is {png_width}x{png_height}, not {width}x{height}")
        if colours is not None and colours < 3:
            problems.append("the screenshot is blank")
    if svgs:
        outside, checked = measure_text(browser, svgs, folder)
        facts["textsMeasured"] = checked
        if outside is None:
            problems.append("Chromium did not measure the texts")
        elif checked == 0:
            problems.append("no text to measure")
        else:
            problems += [f"text runs outside the picture: {o}" for o in outside]
    facts["problems"] = problems
    return facts


def main():
    out, files = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    browser = chromium()
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        for path in files:
            facts = check(path, out, browser, folder)
            failed |= bool(facts["problems"])
            print(json.dumps(facts, ensure_ascii=False), flush=True)
    sys.exit(1 if failed else 0)


main()
