"""Checks the pictures boxoffice draws, as a reader's tools meet them.

  python check_pictures.py OUT_DIR FILE...

For each SVG and HTML file it prints one JSON line: what it found, and `problems` (empty when all is well):
  - it parses: SVG as XML (no DOCTYPE, no entities), HTML as HTML5 (html5lib, strict);
  - it is inert: no script, no event attribute, no external address, no element outside a small allow-list, so
    no text from KOBIS, OMDb or a note became an element or an attribute;
  - HTML has lang, <meta charset> and a title; SVG has <title>, <desc> and its size;
  - headless Chromium renders it to OUT_DIR/<name>.png, which has the expected size and is not blank;
  - every <text> of every SVG (inline ones in HTML too) lies inside its picture, measured by getBBox in Chromium;
  - no text box meets another (2 px apart at least) or is crossed by a line of the chart (a <polyline>);
  - no two texts cut with "…" read the same;
  - axis ticks are regular: D+N labels at one step (weekly, on D+1, D+8 …, when not every day), dates at one
    step, ranks 1, 5 and 10;
  - a page's main chart draws no title of its own (the page's heading is the title), and its heading is drawn once;
  - in a page, no word of a table's first column (its labels) wraps inside itself, at 1280 and 480 pixels wide,
    and a poster sits beside the sheet's table, not above it.
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
  const boxes = [];
  for (const text of svg.querySelectorAll('text')) {
    const b = text.getBBox();
    if (b.x < -0.5 || b.y < -0.5 || b.x + b.width > w + 0.5 || b.y + b.height > h + 0.5)
      out.push({text: text.textContent.slice(0, 60), x: b.x, y: b.y, width: b.width, height: b.height, svgWidth: w, svgHeight: h});
    boxes.push({text: text.textContent, x: b.x, y: b.y, width: b.width, height: b.height});
  }
  const segments = [];
  for (const line of svg.querySelectorAll('polyline')) {
    const points = Array.from(line.points);
    for (let i = 1; i < points.length; i++) segments.push([points[i - 1].x, points[i - 1].y, points[i].x, points[i].y]);
  }
  out.push({checked: svg.querySelectorAll('text').length, boxes: boxes, segments: segments});
}
document.getElementById('measured').textContent = JSON.stringify(out);
</script>"""

# In a copy of a page: each word of a table's first column that wraps inside itself, and where the poster and the
# first table are.
LAYOUT = """<pre id='layout'></pre><script>
const broken = [];
for (const table of document.querySelectorAll('table')) {
  for (const row of table.rows) {
    const cell = row.cells[0];
    if (!cell) continue;
    for (const node of cell.childNodes) {
      if (node.nodeType !== 3) continue;
      for (const m of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
        if (range.getClientRects().length > 1) broken.push(m[0]);
      }
    }
  }
}
const rect = (e) => {
  if (!e) return null;
  const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];
};
document.getElementById('layout').textContent = JSON.stringify(
  {broken: broken, poster: rect(document.querySelector('img.poster')), table: rect(document.querySelector('table'))});
</script>"""


def unescape(text):
    return text.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def layout(browser, text, folder, width):
    """The words of a page's labels that wrap inside themselves, and the poster's and the table's boxes."""
    copy = os.path.join(folder, f"layout-{width}.html")
    with open(copy, "w", encoding="utf-8") as handle:
        handle.write(text.replace("</body>", LAYOUT + "</body>"))
    run = run_browser([browser] + OFFLINE + ["--virtual-time-budget=3000", f"--window-size={width},2400", "--dump-dom",
                                             "file://" + copy])
    found = re.search(r"<pre id=\"layout\">(.*?)</pre>", run.stdout if run else "", re.S)
    if not found:
        return None
    return json.loads(unescape(found.group(1)))


def crosses(box, segment):
    """Whether a segment passes through a box (Liang-Barsky clipping)."""
    x1, y1, x2, y2 = segment
    left, top, right, bottom = box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"]
    low, high, dx, dy = 0.0, 1.0, x2 - x1, y2 - y1
    for p, q in ((-dx, x1 - left), (dx, right - x1), (-dy, y1 - top), (dy, bottom - y1)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def meets(a, b, gap=2):
    return (a["x"] - gap < b["x"] + b["width"] and b["x"] - gap < a["x"] + a["width"]
            and a["y"] - gap < b["y"] + b["height"] and b["y"] - gap < a["y"] + a["height"])


def day_offset(label):
    """D+1 is 0, D+8 is 7, D-1 is -1: days from the release (there is no day 0)."""
    number = int(label[2:])
    return number - 1 if label[1] == "+" else -number


def date_ordinal(label):
    import datetime
    return datetime.date.fromisoformat(label if len(label) == 10 else "2000-" + label).toordinal()


def tick_problems(texts):
    """Axis labels at irregular steps: D+N, dates (MM-DD or YYYY-MM-DD), ranks."""
    problems = []
    day_labels = [t for t in texts if re.fullmatch(r"D[+-]\d+", t)]
    days = [day_offset(t) for t in day_labels]
    if len(days) > 1:
        steps = {b - a for a, b in zip(days, days[1:])}
        if len(steps) != 1 or (steps != {1} and (min(steps) % 7 or days[0] % 7)):
            problems.append(f"day ticks are not regular (weekly from D+1): {day_labels}")
    date_labels = [t for t in texts if re.fullmatch(r"(\d{4}-)?\d\d-\d\d", t)]
    dates = [date_ordinal(t) for t in date_labels]
    if len(dates) > 1 and len({b - a for a, b in zip(dates, dates[1:])}) != 1:
        problems.append(f"date ticks are not at even steps: {date_labels}")
    ranks = [t for t in texts if re.fullmatch(r"\d+위|#\d+", t)]
    if ranks and sorted(int(re.sub(r"\D", "", t)) for t in ranks) != [1, 5, 10]:
        problems.append(f"rank ticks are not 1, 5, 10: {ranks}")
    return problems


def drawing_problems(measured):
    """Labels that meet, lines through labels, cut titles that read the same, irregular ticks."""
    problems = []
    for svg in measured:
        boxes = [b for b in svg["boxes"] if b["text"].strip() and b["width"] > 0]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                if meets(a, b):
                    problems.append(f"labels meet: {a['text'][:40]!r} and {b['text'][:40]!r}")
            for segment in svg["segments"]:
                if crosses(a, segment):
                    problems.append(f"a line crosses the label {a['text'][:40]!r}")
                    break
        cut = [b["text"] for b in boxes if b["text"].endswith("…")]
        for text in sorted({t for t in cut if cut.count(t) > 1}):
            problems.append(f"two cut texts read the same: {text!r}")
        problems += tick_problems([b["text"] for b in boxes])
    return problems


def measure_text(browser, svgs, folder):
    """Texts outside their picture, how many texts were measured, and each picture's text boxes and lines."""
    wrapper = os.path.join(folder, "measure.html")
    with open(wrapper, "w", encoding="utf-8") as handle:
        handle.write("<!DOCTYPE html><html><head><meta charset='utf-8'></head><body style='margin:0'>" + "".join(svgs)
                     + "<pre id='measured'></pre>" + MEASURE + "</body></html>")
    run = run_browser([browser] + OFFLINE + ["--virtual-time-budget=3000", "--dump-dom", "file://" + wrapper])
    dom = run.stdout if run else ""
    found = re.search(r"<pre id=\"measured\">(.*?)</pre>", dom, re.S)
    if not found:
        return None, 0, []
    results = json.loads(found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))
    outside = [r for r in results if "text" in r]
    return outside, sum(r.get("checked", 0) for r in results), [r for r in results if "boxes" in r]


def check(path, out, browser, folder):
    problems, facts = [], {"file": os.path.basename(path)}
    text = open(path, encoding="utf-8").read()
    svgs = []
    if path.endswith(".svg"):
        if "<!DOCTYPE" in text or "<!ENTITY" in text:
            problems.append("DOCTYPE or entity declarations")
        try:
            root = ElementTree.fromstring(text)
        except ElementTree.ParseError as error:
            facts["problems"] = [f"not well-formed XML: {error}"]
            return facts
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
        heading = document.find(".//h1")
        drawn = [t for t in document.iter() if local(t.tag) == "text"]
        if heading is not None and any((t.text or "") == (heading.text or "") for t in drawn):
            problems.append(f"the page's heading is drawn again in its chart: {heading.text[:60]!r}")
        body = document.find(".//body")
        for figure in (body.findall("figure") if body is not None else []):
            titles = [t for t in figure.iter() if local(t.tag) == "text" and t.get("font-weight") == "700"
                      and float(t.get("font-size", "0")) >= 24]
            if titles:
                problems.append(f"the page's chart draws a title of its own under the heading: {titles[0].text[:60]!r}")
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
        outside, checked, drawings = measure_text(browser, svgs, folder)
        facts["textsMeasured"] = checked
        if outside is None:
            problems.append("Chromium did not measure the texts")
        elif checked == 0:
            problems.append("no text to measure")
        else:
            problems += [f"text runs outside the picture: {o}" for o in outside]
            problems += drawing_problems(drawings)
    if path.endswith(".html"):
        for window in (1280, 480):
            found = layout(browser, text, folder, window)
            if found is None:
                problems.append(f"Chromium did not lay the page out at {window} pixels")
                continue
            problems += [f"a label wraps inside the word {w!r} at {window} pixels" for w in found["broken"]]
            poster, table = found["poster"], found["table"]
            if window == 1280 and poster and table and not (poster[1] < table[3] and table[1] < poster[3]):
                problems.append(f"the poster is not beside the sheet: poster {poster}, table {table}")
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
