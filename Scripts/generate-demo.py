#!/usr/bin/env python3
"""Writes Sources/KobisKit/Demo/DemoData.swift: the sample `--demo` answers from, in KOBIS's format.

  Scripts/generate-demo.py

Inputs (committed): Scripts/demo/movies.json (hand-written film details, with KOBIS's quirks: a blank openDt,
a trailing space in a title, two directors, an empty cast, a company listed once per role), the extra films
below, and the repository's own code-list fixtures. Everything else is made here, deterministically:

- each film's audience, day by day, from its first preview to 2023-08-31 (one model: a peak on the opening
  weekend, a tenth less each day, weekends higher), its ticket price, its nation (K or F), whether it is a
  diversity film (multiMovieYn), and how its audience splits over KOBIS's 17 regions. The Swift side
  (DemoBoxOffice) builds every daily and weekly ranking, national or filtered, from these series alone, so a
  film's audiAcc grows by its audiCnt, a week is the sum of its days and NEW means "not ranked the day before";
- people and companies with their filmographies, and the search catalogues;
- for OMDb, each film's English title, year and an IMDb-style id, and a small JPEG poster of its own, as OMDb's are.

The figures are invented and every front-end labels them sample data.
"""
import base64
import datetime
import json
import math
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIRST, LAST = datetime.date(2023, 8, 1), datetime.date(2023, 8, 31)
# The series start a few days before the sample so that its first day, week, weekend and weekdays have a day or
# period before them to compare with (NEW, rankInten, audiInten); those earlier days are not served.
SERIES_FROM = datetime.date(2023, 7, 28)

# Films beyond the hand-written ones: (code, title, english, open date, minutes, genre, director, actors, company, nation).
EXTRA = [
    ("20239011", "바다 위의 정원", "Garden on the Sea", "20230712", 112, "드라마", "한바다", ["윤서해", "강파도"], "20233184", "한국"),
    ("20239012", "바다로 간 고양이", "The Cat Who Went to Sea", "20230719", 88, "애니메이션", "이물결", ["민소라"], "20231446", "한국"),
    ("20239013", "겨울 바다", "Winter Sea", "20230802", 104, "멜로/로맨스", "한바다", ["윤서해"], "20237472", "한국"),
    ("20239014", "거미집", "Cobweb", "20230927", 132, "코미디", "김지운", ["송강호", "임수정"], "20237799", "한국"),
    ("20239015", "천박사 퇴마 연구소: 설경의 비밀", "Dr. Cheon and Lost Talisman", "20230927", 98, "코미디", "김성식", ["강동원", "허준호"],
     "20238094", "한국"),
    ("20239016", "1947 보스톤", "Road to Boston", "20230927", 108, "드라마", "강제규", ["하정우", "임시완"], "20232264", "한국"),
    ("20239017", "미션 임파서블: 데드 레코닝 PART ONE", "Mission: Impossible - Dead Reckoning Part One", "20230712", 163, "액션",
     "크리스토퍼 맥쿼리", ["톰 크루즈", "헤일리 앳웰"], "20236534", "미국"),
    ("20239018", "귀공자", "The Childe", "20230621", 118, "액션", "박훈정", ["김선호", "강태주"], "20238094", "한국"),
    ("20239019", "여름의 끝에서", "At the End of Summer", "20230809", 96, "드라마", "서은결", ["한가을", "문하늘"], "20239317", "한국"),
    ("20239020", "밤의 산책자", "The Night Walker", "20230726", 81, "다큐멘터리", "도이안", [], "20231446", "프랑스"),
]

# Audience on the opening day (the model's scale), per film; films with none never sell a ticket in the sample.
SCALE = {"20239001": 160000, "20239002": 140000, "20239003": 90000, "20239004": 120000, "20239005": 60000,
         "20239006": 50000, "20239007": 45000, "20239008": 30000, "20239009": 70000, "20239010": 25000,
         "20239011": 20000, "20239012": 18000, "20239013": 22000, "20239017": 210000, "20239018": 70000,
         "20239019": 6000, "20239020": 3000}
# Diversity films (KOBIS's 다양성영화, multiMovieYn=Y); every other film is commercial (N).
DIVERSITY = {"20239011", "20239013", "20239019", "20239020"}
# Ticket price in won (IMAX and 4DX raise a film's average; children's tickets lower it).
PRICE = {"20239001": 12800, "20239017": 11900, "20239006": 9400, "20239010": 8900, "20239012": 8900}
# A film whose openDt is blank (KOBIS's quirk) still played: from this day, as the model sees it.
BLANK_OPENING = datetime.date(2023, 7, 20)

# KOBIS's 17 regions (code list 0105000000, in its order) and their base share of the audience, in thousandths.
REGION_BASE = [190, 275, 30, 30, 40, 45, 60, 30, 30, 13, 65, 47, 30, 22, 57, 28, 8]
# How some films lean: Seoul for art-house and IMAX, the suburbs (경기, 인천) for family films.
LEAN = {"seoul": {"20239001", "20239011", "20239013", "20239019", "20239020", "20239002"},
        "family": {"20239006", "20239010", "20239012", "20239003"}}


def load(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        return json.load(handle)


def movie_infos():
    films = load("Scripts/demo/movies.json")
    for code, title, english, open_date, minutes, genre, director, actors, company, nation in EXTRA:
        films[code] = {
            "movieCd": code, "movieNm": title, "movieNmEn": english, "movieNmOg": "", "showTm": str(minutes), "prdtYear": "2023",
            "openDt": open_date, "prdtStatNm": "개봉" if open_date <= "20230831" else "개봉예정", "typeNm": "장편",
            "nations": [{"nationNm": nation}], "genres": [{"genreNm": genre}],
            "directors": [{"peopleNm": director, "peopleNmEn": ""}],
            "actors": [{"peopleNm": name, "peopleNmEn": "", "cast": "", "castEn": ""} for name in actors],
            "showTypes": [{"showTypeGroupNm": "2D", "showTypeNm": "디지털"}],
            "companys": [{"companyCd": company, "companyNm": "", "companyNmEn": "", "companyPartNm": "배급사"}],
            "audits": [{"auditNo": "2023-SAMPLE", "watchGradeNm": "12세이상관람가"}], "staffs": [],
        }
    return films


def open_day(info):
    text = info["openDt"].strip()
    return datetime.date(int(text[:4]), int(text[4:6]), int(text[6:8])) if len(text) == 8 else None


def audience(code, info, day):
    """The film's audience on `day`: previews in the week before it opens, a peak on its opening, a tenth less each
    day after, weekends higher."""
    scale = SCALE.get(code)
    opened = open_day(info) or BLANK_OPENING
    if scale is None or day < opened - datetime.timedelta(days=7):
        return 0
    age = (day - opened).days
    if age < 0:
        return scale // 20  # previews
    value = scale * (0.91 ** age) * (1.45 if day.weekday() >= 4 else 1.0)
    return int(value) + (int(code) % 97) * 7


def series(films):
    """Per film with an audience: its daily audience from SERIES_FROM to LAST, its total before SERIES_FROM (the
    same model summed from its first preview), its price, nation, category and regional split."""
    days = [SERIES_FROM + datetime.timedelta(days=n) for n in range((LAST - SERIES_FROM).days + 1)]
    out = {}
    for code, info in sorted(films.items()):
        if code not in SCALE:
            continue
        counts = [audience(code, info, day) for day in days]
        opened = open_day(info) or BLANK_OPENING
        start = opened - datetime.timedelta(days=7)
        before = sum(audience(code, info, start + datetime.timedelta(days=n)) for n in range(max(0, (SERIES_FROM - start).days)))
        first_nation = info["nations"][0]["nationNm"] if info["nations"] else ""
        out[code] = {"audience": counts, "before": before, "price": PRICE.get(code, 10500),
                     "nation": "K" if first_nation == "한국" else "F", "multi": "Y" if code in DIVERSITY else "N",
                     "regions": regions(code)}
    return out


def regions(code):
    """How the film's audience splits over the 17 regions, in thousandths (summing to 1000): the base shares,
    leaned as the film leans, and a small deterministic wobble per film and region."""
    weights = []
    for index, base in enumerate(REGION_BASE):
        lean = 1.0
        if code in LEAN["seoul"]:
            lean = 1.6 if index == 0 else 0.92
        elif code in LEAN["family"]:
            lean = 1.35 if index in (1, 14) else 0.9
        wobble = 1.0 + 0.25 * math.sin(int(code) * 0.37 + index * 1.7)
        weights.append(base * lean * wobble)
    total = sum(weights)
    shares = [int(1000 * w / total) for w in weights]
    order = sorted(range(len(weights)), key=lambda i: -(1000 * weights[i] / total - shares[i]))
    for i in order[:1000 - sum(shares)]:
        shares[i] += 1
    return shares


def poster_pixels(code):
    """A 60×90 poster's rows of (r, g, b): a vertical gradient between two colours of the film's own, with a band
    where a title would go."""
    seed = int(code)
    top = ((seed * 73) % 200 + 30, (seed * 151) % 200 + 30, (seed * 197) % 200 + 30)
    bottom = tuple(c // 4 for c in top)
    width, height = 60, 90
    rows = []
    for y in range(height):
        if 62 <= y < 70:
            colour = (235, 235, 225)
        else:
            t = y / (height - 1)
            colour = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom))
        rows.append([colour] * width)
    return rows


# Baseline JPEG (ITU T.81 Annex K): the example quantisation and Huffman tables, 4:4:4 YCbCr.
ZIGZAG = [0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
          14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
          53, 60, 61, 54, 47, 55, 62, 63]
LUMA_Q = [16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17,
          22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87,
          103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99]
CHROMA_Q = [17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47,
            66, 99, 99, 99, 99, 99, 99] + [99] * 32
DC_LUMA = ([0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], list(range(12)))
DC_CHROMA = ([0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], list(range(12)))
AC_LUMA = ([0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D], bytes.fromhex(
    "01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a"
    "434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8"
    "a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa"))
AC_CHROMA = ([0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77], bytes.fromhex(
    "000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125f11718191a262728292a35363738"
    "393a434445464748494a535455565758595a636465666768696a737475767778797a82838485868788898a92939495969798999aa2a3a4a5"
    "a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9fa"))


def huffman_codes(table):
    """Symbol → (code, length) from a table's counts per length and its symbols."""
    counts, symbols = table
    codes, code, index = {}, 0, 0
    for length, count in enumerate(counts, start=1):
        for _ in range(count):
            codes[symbols[index]] = (code, length)
            code += 1
            index += 1
        code <<= 1
    return codes


def jpeg(rows, quality=75):
    """The rows of (r, g, b) as a baseline JPEG: deterministic, a few hundred bytes for a small gradient."""
    height, width = len(rows), len(rows[0])
    scale = 5000 // quality if quality < 50 else 200 - 2 * quality
    tables = [[max(1, min(255, (q * scale + 50) // 100)) for q in base] for base in (LUMA_Q, CHROMA_Q)]
    huffman = [(huffman_codes(DC_LUMA), huffman_codes(AC_LUMA)), (huffman_codes(DC_CHROMA), huffman_codes(AC_CHROMA))]
    cosines = [[math.cos((2 * x + 1) * u * math.pi / 16) for x in range(8)] for u in range(8)]
    bits = bytearray()
    buffer, filled = 0, 0

    def put(value, length):
        nonlocal buffer, filled
        for shift in range(length - 1, -1, -1):
            buffer = (buffer << 1) | ((value >> shift) & 1)
            filled += 1
            if filled == 8:
                bits.append(buffer)
                if buffer == 0xFF:
                    bits.append(0)
                buffer, filled = 0, 0

    def magnitude(value):
        size = abs(value).bit_length()
        return size, (value if value >= 0 else value + (1 << size) - 1)

    def channel(r, g, b, component):
        if component == 0:
            return 0.299 * r + 0.587 * g + 0.114 * b - 128
        if component == 1:
            return -0.168736 * r - 0.331264 * g + 0.5 * b
        return 0.5 * r - 0.418688 * g - 0.081312 * b

    previous = [0, 0, 0]
    for by in range(0, height, 8):
        for bx in range(0, width, 8):
            for component in range(3):
                block = [channel(*rows[min(by + y, height - 1)][min(bx + x, width - 1)], component)
                         for y in range(8) for x in range(8)]
                coefficients = []
                for v in range(8):
                    for u in range(8):
                        total = sum(
                            block[y * 8 + x] * cosines[u][x] * cosines[v][y] for y in range(8) for x in range(8))
                        cu = math.sqrt(0.5) if u == 0 else 1
                        cv = math.sqrt(0.5) if v == 0 else 1
                        coefficients.append(0.25 * cu * cv * total)
                table = tables[0 if component == 0 else 1]
                quantised = [int(round(coefficients[ZIGZAG[i]] / table[i])) for i in range(64)]
                dc_codes, ac_codes = huffman[0 if component == 0 else 1]
                difference = quantised[0] - previous[component]
                previous[component] = quantised[0]
                size, value = magnitude(difference)
                put(*dc_codes[size])
                put(value, size)
                zeros = 0
                last = max([i for i in range(1, 64) if quantised[i]] or [0])
                for i in range(1, last + 1):
                    if quantised[i] == 0:
                        zeros += 1
                        continue
                    while zeros > 15:
                        put(*ac_codes[0xF0])
                        zeros -= 16
                    size, value = magnitude(quantised[i])
                    put(*ac_codes[(zeros << 4) | size])
                    put(value, size)
                    zeros = 0
                if last < 63:
                    put(*ac_codes[0x00])
    if filled:
        put((1 << (8 - filled)) - 1, 8 - filled)

    def segment(marker, payload):
        return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload

    out = b"\xFF\xD8" + segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    for index, table in enumerate(tables):
        out += segment(0xDB, bytes([index]) + bytes(table))
    out += segment(0xC0, struct.pack(">BHHB", 8, height, width, 3) + bytes([1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]))
    for klass, index, (counts, symbols) in [(0, 0, DC_LUMA), (1, 0, AC_LUMA), (0, 1, DC_CHROMA), (1, 1, AC_CHROMA)]:
        out += segment(0xC4, bytes([(klass << 4) | index]) + bytes(counts) + bytes(symbols))
    out += segment(0xDA, bytes([3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]))
    return out + bytes(bits) + b"\xFF\xD9"


def poster(code):
    """A film's poster, a JPEG as OMDb's are."""
    return jpeg(poster_pixels(code))


def omdb(films):
    """What the sample's OMDb knows: each film with an English title, by that title, with its year, an id and a
    poster."""
    out = {}
    for code, info in sorted(films.items()):
        title = info["movieNmEn"].strip()
        if not title:
            continue
        out[code] = {"Title": title, "Year": info["prdtYear"], "imdbID": "tt9" + code[2:], "Type": "movie",
                     "jpeg": base64.b64encode(poster(code)).decode()}
    return out


def people_and_companies(films):
    people, companies = {}, {}
    next_code = [10090001]

    def person(name, english, role):
        if name not in people:
            people[name] = {"peopleCd": str(next_code[0]), "peopleNm": name, "peopleNmEn": english, "sex": "",
                            "repRoleNm": role, "homepages": [], "filmos": []}
            next_code[0] += 1
        return people[name]

    for code, info in sorted(films.items()):
        for director in info["directors"]:
            person(director["peopleNm"], director.get("peopleNmEn", ""), "감독")["filmos"].append(
                {"movieCd": code, "movieNm": info["movieNm"], "moviePartNm": "감독"})
        for actor in info["actors"][:3]:
            person(actor["peopleNm"], actor.get("peopleNmEn", ""), "배우")["filmos"].append(
                {"movieCd": code, "movieNm": info["movieNm"], "moviePartNm": "배우"})
        for company in info["companys"]:
            entry = companies.setdefault(company["companyCd"], {
                "companyCd": company["companyCd"], "companyNm": company["companyNm"] or "샘플 영화사 " + company["companyCd"][-3:],
                "companyNmEn": company.get("companyNmEn") or "", "ceoNm": "", "parts": [], "filmos": []})
            if company["companyPartNm"] not in [p["companyPartNm"] for p in entry["parts"]]:
                entry["parts"].append({"companyPartNm": company["companyPartNm"]})
            entry["filmos"].append({"movieCd": code, "movieNm": info["movieNm"], "companyPartNm": company["companyPartNm"]})
    for info in films.values():
        for company in info["companys"]:
            if not company["companyNm"]:
                company["companyNm"] = companies[company["companyCd"]]["companyNm"]
    return people, companies


def catalogues(films, people, companies):
    movies = [{
        "movieCd": code, "movieNm": info["movieNm"], "movieNmEn": info["movieNmEn"], "prdtYear": info["prdtYear"],
        "openDt": info["openDt"].strip(), "typeNm": info["typeNm"], "prdtStatNm": info["prdtStatNm"],
        "nationAlt": ",".join(n["nationNm"] for n in info["nations"]), "genreAlt": ",".join(g["genreNm"] for g in info["genres"]),
        "repNationNm": info["nations"][0]["nationNm"] if info["nations"] else "", "repGenreNm": info["genres"][0]["genreNm"] if info["genres"] else "",
        "directors": [{"peopleNm": d["peopleNm"]} for d in info["directors"]],
        "companys": [{"companyCd": c["companyCd"], "companyNm": c["companyNm"]} for c in info["companys"][:1]],
    } for code, info in sorted(films.items())]
    folks = [{"peopleCd": p["peopleCd"], "peopleNm": p["peopleNm"], "peopleNmEn": p["peopleNmEn"], "repRoleNm": p["repRoleNm"],
              "filmoNames": "|".join(f["movieNm"] for f in p["filmos"])} for p in people.values()]
    firms = [{"companyCd": c["companyCd"], "companyNm": c["companyNm"], "companyNmEn": c["companyNmEn"],
              "companyPartNames": ",".join(p["companyPartNm"] for p in c["parts"]), "ceoNm": c["ceoNm"],
              "filmoNames": ",".join(f["movieNm"] for f in c["filmos"])} for c in companies.values()]
    return movies, folks, firms


def main():
    films = movie_infos()
    people, companies = people_and_companies(films)
    movies, folks, firms = catalogues(films, people, companies)
    codes = {}
    for com in ("0105000000", "2201", "2204", "2601"):
        codes[com] = load("Tests/KobisKitTests/Fixtures/codes_%s.json" % com)["codes"]
    sample = {
        "first": FIRST.strftime("%Y%m%d"), "last": LAST.strftime("%Y%m%d"), "seriesFrom": SERIES_FROM.strftime("%Y%m%d"),
        "boxOffice": series(films), "omdb": omdb(films),
        "movies": films, "people": {p["peopleCd"]: p for p in people.values()}, "companies": companies, "codes": codes,
        "catalogue": {"movies": movies, "people": folks, "companies": firms},
    }
    text = json.dumps(sample, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    assert '"""#' not in text
    swift = ("// Generated by Scripts/generate-demo.py from Scripts/demo/movies.json; do not edit. The figures are invented\n"
             "// and labelled \"sample data\" wherever they are shown. They follow KOBIS's format and its quirks.\n\n"
             "enum DemoData {\n    static let json = #\"\"\"\n" + text + "\n\"\"\"#\n}\n")
    with open(os.path.join(ROOT, "Sources/KobisKit/Demo/DemoData.swift"), "w", encoding="utf-8") as handle:
        handle.write(swift)
    print("DemoData.swift: %d bytes, %d films (%d with figures, %d posters), %d people, %d companies"
          % (len(swift.encode()), len(films), len(sample["boxOffice"]), len(sample["omdb"]), len(people), len(companies)))


if __name__ == "__main__":
    main()
