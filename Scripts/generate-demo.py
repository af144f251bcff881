#!/usr/bin/env python3
"""Writes Sources/KobisKit/Demo/DemoData.swift: the sample `--demo` answers from, in KOBIS's format.

  Scripts/generate-demo.py

Inputs (committed): Scripts/demo/movies.json (hand-written film details, with KOBIS's quirks: a blank openDt,
a trailing space in a title, two directors, an empty cast, a company listed once per role), the extra films
below, and the repository's own code-list fixtures. Everything else is made here, deterministically: a month of
daily rankings (2023-08-01 to 2023-08-31), the weekly rankings of its weeks, people and companies with their
filmographies, and the search catalogues. The figures are invented and every front-end labels them sample data.
"""
import datetime
import json
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIRST, LAST = datetime.date(2023, 8, 1), datetime.date(2023, 8, 31)

# Films beyond the hand-written ten: (code, title, english, open date, minutes, genre, director, actors, company code).
EXTRA = [
    ("20239011", "바다 위의 정원", "Garden on the Sea", "20230712", 112, "드라마", "한바다", ["윤서해", "강파도"], "20233184"),
    ("20239012", "바다로 간 고양이", "The Cat Who Went to Sea", "20230719", 88, "애니메이션", "이물결", ["민소라"], "20231446"),
    ("20239013", "겨울 바다", "Winter Sea", "20230802", 104, "멜로/로맨스", "한바다", ["윤서해"], "20237472"),
    ("20239014", "거미집", "Cobweb", "20230927", 132, "코미디", "김지운", ["송강호", "임수정"], "20237799"),
    ("20239015", "천박사 퇴마 연구소: 설경의 비밀", "Dr. Cheon and Lost Talisman", "20230927", 98, "코미디", "김성식", ["강동원", "허준호"], "20238094"),
    ("20239016", "1947 보스톤", "Road to Boston", "20230927", 108, "드라마", "강제규", ["하정우", "임시완"], "20232264"),
    ("20239017", "미션 임파서블: 데드 레코닝 PART ONE", "Mission: Impossible - Dead Reckoning Part One", "20230712", 163, "액션",
     "크리스토퍼 맥쿼리", ["톰 크루즈", "헤일리 앳웰"], "20236534"),
    ("20239018", "귀공자", "The Childe", "20230621", 118, "액션", "박훈정", ["김선호", "강태주"], "20238094"),
]

# Audience on the opening day and the daily decay, per film; films open before August carry an audience so far.
SCALE = {"20239001": 160000, "20239002": 140000, "20239003": 90000, "20239004": 120000, "20239005": 60000,
         "20239006": 50000, "20239007": 45000, "20239008": 30000, "20239009": 70000, "20239010": 25000,
         "20239011": 20000, "20239012": 18000, "20239013": 22000, "20239017": 210000, "20239018": 70000}


def load(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        return json.load(handle)


def movie_infos():
    films = load("Scripts/demo/movies.json")
    for code, title, english, open_date, minutes, genre, director, actors, company in EXTRA:
        films[code] = {
            "movieCd": code, "movieNm": title, "movieNmEn": english, "movieNmOg": "", "showTm": str(minutes), "prdtYear": "2023",
            "openDt": open_date, "prdtStatNm": "개봉" if open_date <= "20230831" else "개봉예정", "typeNm": "장편",
            "nations": [{"nationNm": "한국"}], "genres": [{"genreNm": genre}],
            "directors": [{"peopleNm": director, "peopleNmEn": ""}],
            "actors": [{"peopleNm": name, "peopleNmEn": "", "cast": "", "castEn": ""} for name in actors],
            "showTypes": [{"showTypeGroupNm": "2D", "showTypeNm": "디지털"}],
            "companys": [{"companyCd": company, "companyNm": "", "companyNmEn": "", "companyPartNm": "배급사"}],
            "audits": [{"auditNo": "2023-SAMPLE", "watchGradeNm": "12세이상관람가"}], "staffs": [],
        }
    return films


def day_iso(day):
    return day.strftime("%Y-%m-%d")


def open_day(info):
    text = info["openDt"].strip()
    return datetime.date(int(text[:4]), int(text[4:6]), int(text[6:8])) if len(text) == 8 else None


def audience(code, info, day):
    """The film's audience on `day`: a peak on its opening weekend, decaying by a tenth a day, weekends higher."""
    scale = SCALE.get(code)
    opened = open_day(info) or datetime.date(2023, 7, 20)
    if scale is None or day < opened - datetime.timedelta(days=7):
        return 0
    age = (day - opened).days
    if age < 0:
        return scale // 20  # previews
    value = scale * (0.91 ** age) * (1.45 if day.weekday() >= 4 else 1.0)
    return int(value) + (int(code) % 97) * 7


def rankings(films):
    days = [FIRST + datetime.timedelta(days=n) for n in range((LAST - FIRST).days + 1)]
    totals = {code: (200000 + int(code) % 1000 * 911 if (open_day(info) or FIRST) < FIRST else 0) for code, info in films.items()}
    daily, previous_rank, previous_audience = {}, {}, {}
    for day in days:
        counts = {code: audience(code, info, day) for code, info in films.items()}
        for code, count in counts.items():
            totals[code] += count
        top = sorted((code for code in counts if counts[code] > 0), key=lambda c: (-counts[c], c))[:10]
        day_sales = sum(counts[c] * 10500 for c in top) or 1
        rows = []
        for rank, code in enumerate(top, 1):
            info = films[code]
            count, before = counts[code], previous_audience.get(code, 0)
            sales = count * 10500
            new = code not in previous_rank
            rows.append({
                "rnum": str(rank), "rank": str(rank),
                "rankInten": "0" if new else str(previous_rank[code] - rank), "rankOldAndNew": "NEW" if new else "OLD",
                "movieCd": code, "movieNm": info["movieNm"],
                "openDt": (lambda d: d and day_iso(d) or " ")(open_day(info)),
                "salesAmt": str(sales), "salesShare": "%.1f" % (100.0 * sales / day_sales),
                "salesInten": str(sales - before * 10500), "salesChange": "100" if before == 0 else "%.1f" % (100.0 * (count - before) / before),
                "salesAcc": str(totals[code] * 10500),
                "audiCnt": str(count), "audiInten": str(count - before),
                "audiChange": "100" if before == 0 else "%.1f" % (100.0 * (count - before) / before), "audiAcc": str(totals[code]),
                "scrnCnt": str(max(40, count // 80)), "showCnt": str(max(120, count // 20)),
            })
        daily[day.strftime("%Y%m%d")] = rows
        previous_rank = {code: rank for rank, code in enumerate(top, 1)}
        previous_audience = counts
    return daily, days


def weekly(films, days):
    """Weeks (0: Mon-Sun), weekends (1: Fri-Sun) and weekdays (2: Mon-Thu) that end inside the month."""
    out = {}
    monday = FIRST - datetime.timedelta(days=FIRST.weekday())
    while monday <= LAST:
        for gb, first, last in (("0", 0, 6), ("1", 4, 6), ("2", 0, 3)):
            start, end = monday + datetime.timedelta(days=first), monday + datetime.timedelta(days=last)
            if end > LAST or start < FIRST:
                continue
            span = [start + datetime.timedelta(days=n) for n in range((end - start).days + 1)]
            counts = {code: sum(audience(code, info, day) for day in span) for code, info in films.items()}
            top = sorted((c for c in counts if counts[c] > 0), key=lambda c: (-counts[c], c))[:10]
            total = sum(counts[c] for c in top) or 1
            rows = [{
                "rnum": str(rank), "rank": str(rank), "rankInten": "0", "rankOldAndNew": "OLD", "movieCd": code,
                "movieNm": films[code]["movieNm"], "openDt": (lambda d: d and day_iso(d) or " ")(open_day(films[code])),
                "salesAmt": str(counts[code] * 10500), "salesShare": "%.1f" % (100.0 * counts[code] / total), "salesInten": "0",
                "salesChange": "0", "salesAcc": str(counts[code] * 10500 * 3), "audiCnt": str(counts[code]), "audiInten": "0",
                "audiChange": "0", "audiAcc": str(counts[code] * 3), "scrnCnt": str(max(40, counts[code] // 400)),
                "showCnt": str(max(120, counts[code] // 100)),
            } for rank, code in enumerate(top, 1)]
            iso = end.isocalendar()
            out[end.strftime("%Y%m%d") + "-" + gb] = {
                "boxofficeType": {"0": "주간 박스오피스", "1": "주말 박스오피스", "2": "주중 박스오피스"}[gb],
                "showRange": start.strftime("%Y%m%d") + "~" + end.strftime("%Y%m%d"),
                "yearWeekTime": "%04d%02d" % (iso[0], iso[1]), "weeklyBoxOfficeList": rows,
            }
        monday += datetime.timedelta(days=7)
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
              "filmoNames": "|".join(f["movieNm"] for f in c["filmos"])} for c in companies.values()]
    return movies, folks, firms


def main():
    films = movie_infos()
    daily, days = rankings(films)
    people, companies = people_and_companies(films)
    movies, folks, firms = catalogues(films, people, companies)
    codes = {}
    for com in ("0105000000", "2201", "2204", "2601"):
        codes[com] = load("Tests/KobisKitTests/Fixtures/codes_%s.json" % com)["codes"]
    sample = {
        "first": FIRST.strftime("%Y%m%d"), "last": LAST.strftime("%Y%m%d"), "daily": daily, "weekly": weekly(films, days),
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
    print("DemoData.swift: %d bytes, %d days, %d weekly periods, %d films, %d people, %d companies"
          % (len(swift.encode()), len(daily), len(sample["weekly"]), len(films), len(people), len(companies)))


if __name__ == "__main__":
    main()
