"""Six real years of KOBIS's national daily top 10, for the stand-in's --real-history DIR (kobis-standin.py).

DIR holds daily-YYYY.jsonl.gz files (../shared/kobis/history: 2017-2022, described in its SOURCES.md), one line a
day, {"targetDt":"YYYYMMDD","rows":[...]}, the rows as KOBIS sent them. They are read once, when the stand-in
starts (before it prints its port), and answered from memory, in KOBIS's body format:

  * searchDailyBoxOfficeList: a held day's rows exactly as KOBIS sent them (every key, string values, ties kept:
    equal audiences share a rank and rnum counts on), the first itemPerPage of them (default 10). A day the files do
    not hold gets KOBIS's answer for such a day: an empty dailyBoxOfficeList.
  * searchWeeklyBoxOfficeList (weekGb 0 the week Monday-Sunday, 1 the weekend Friday-Sunday, the default, 2 the
    weekdays Monday-Thursday; the period holding targetDt, as KOBIS takes it): derived from the daily rows. Each
    film's audience, sales and shows summed over the period's held days, its screens the most of a day, its
    audiAcc/salesAcc/openDt/movieNm those of its last ranked day in the period; ranked by audience (equal audiences
    share a rank, rnum counts on, ties listed by code); rankInten/rankOldAndNew against the same period a week
    earlier (NEW when the film was not in that period's derived top 10), the *Inten/*Change fields against the
    film's sums there; salesShare its share of the sales of all the rows summed; yearWeekTime the ISO year and
    week of the period's first day. Such weekly rankings differ from KOBIS's own: KOBIS counts every film's every
    day, the daily rows only each day's top 10 (a film out of it on some days loses them; the period's market is
    only the top 10's). A period with no held day gets an empty weeklyBoxOfficeList.
  * searchMovieInfo: for a film of the rows, what the rows know: movieCd, movieNm (stripped), openDt as yyyymmdd
    from its rows' first non-blank openDt (an empty string when all are blank); every other field an empty string
    or an empty list, in KOBIS's movieInfoResult shape. Other codes: None, and the stand-in answers as without it.
  * searchMovieList: the rows' films (code, stripped title, release date), filtered by movieNm and the release
    year (openStartDt/openEndDt), paged as KOBIS pages it.

Days named by --empty-days FROM:TO (yyyymmdd:yyyymmdd, repeatable) are answered as not held, even when held: an
empty daily list, and no figures from them in a weekly ranking (a period inside such a stretch is empty).
"""
import datetime
import glob
import gzip
import json
import os
import threading

WEEK_DAYS = {"0": (0, 7), "1": (4, 3), "2": (0, 4)}  # weekGb: first day after Monday, number of days
LABELS = {"0": "주간 박스오피스", "1": "주말 박스오피스", "2": "주중 박스오피스"}


def compact(value):
    """JSON as KOBIS writes it: no spaces, Hangul as is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def change(now, before):
    """A weekly *Change: the percentage with one decimal, as KOBIS's weekly bodies write it ("-69.0", "100.0")."""
    if before == 0:
        return "100.0"
    return f"{100.0 * (now - before) / before:.1f}"


class RealHistory:
    def __init__(self, folder, empty_days=()):
        self.days = {}  # yyyymmdd -> [row, ...] as KOBIS sent them
        paths = sorted(glob.glob(os.path.join(folder, "daily-*.jsonl.gz")))
        if not paths:
            raise SystemExit(f"--real-history: no daily-YYYY.jsonl.gz in {folder}")
        for path in paths:
            with gzip.open(path, "rt", encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        day = json.loads(line)
                        self.days[day["targetDt"]] = day["rows"]
        self.empty = []
        for stretch in empty_days:
            first, _, last = stretch.partition(":")
            if not (len(first) == 8 and first.isdigit() and len(last) == 8 and last.isdigit() and first <= last):
                raise SystemExit(f"--empty-days wants yyyymmdd:yyyymmdd, not {stretch}")
            self.empty.append((first, last))
        # Each film: its title, first non-blank openDt, in the order first ranked.
        self.films = {}
        for target in sorted(self.days):
            for row in self.days[target]:
                film = self.films.setdefault(row["movieCd"], {"title": row["movieNm"].strip(), "open": ""})
                if not film["open"] and row["openDt"].strip():
                    film["open"] = row["openDt"].strip().replace("-", "")
        self.lock = threading.Lock()
        self.sums = {}  # (first day, weekGb) -> the period's sums, memoised

    def rows(self, target):
        """The day's rows, or None when the day is not held (or is served empty)."""
        if any(first <= target <= last for first, last in self.empty):
            return None
        return self.days.get(target)

    # MARK: daily

    def daily(self, target, per_page):
        rows = self.rows(target) or []
        if per_page.isdigit():
            rows = rows[: int(per_page)]
        return compact({"boxOfficeResult": {"boxofficeType": "일별 박스오피스", "showRange": f"{target}~{target}",
                                            "dailyBoxOfficeList": rows}})

    # MARK: weekly

    @staticmethod
    def period(day, week):
        offset, count = WEEK_DAYS.get(week, (0, 7))
        start = day - datetime.timedelta(days=day.weekday()) + datetime.timedelta(days=offset)
        return [start + datetime.timedelta(days=i) for i in range(count)]

    def tally(self, days, week):
        """Each film's sums over the days' rows, ranked: [(film's sums, rank), ...] in order."""
        key = (days[0], week)
        with self.lock:
            if key in self.sums:
                return self.sums[key]
        films = {}
        for each in days:
            for row in self.rows(each.strftime("%Y%m%d")) or []:
                film = films.setdefault(row["movieCd"], {"audi": 0, "sales": 0, "shows": 0, "screens": 0})
                film["audi"] += int(row["audiCnt"])
                film["sales"] += int(row["salesAmt"])
                film["shows"] += int(row["showCnt"])
                film["screens"] = max(film["screens"], int(row["scrnCnt"]))
                film["last"] = row
        ordered = sorted(films.items(), key=lambda item: (-item[1]["audi"], item[0]))
        ranked, rank = [], 0
        for place, (code, film) in enumerate(ordered, 1):
            if place == 1 or film["audi"] != ordered[place - 2][1]["audi"]:
                rank = place
            ranked.append((code, film, rank))
        with self.lock:
            self.sums[key] = ranked
        return ranked

    def weekly(self, target, week, per_page):
        """The period's ranking: per_page rows (default 10; "all": every film the period's rows name)."""
        day = datetime.date(int(target[:4]), int(target[4:6]), int(target[6:]))
        days = self.period(day, week)
        now = self.tally(days, week)
        before = self.tally([d - datetime.timedelta(days=7) for d in days], week)
        before_rank = {code: rank for code, _, rank in before[:10]}
        before_sums = {code: film for code, film, _ in before}
        market = sum(film["sales"] for _, film, _ in now)
        limit = int(per_page) if per_page.isdigit() else len(now) if per_page == "all" else 10
        rows = []
        for place, (code, film, rank) in enumerate(now[:limit], 1):
            last = film["last"]
            old = before_sums.get(code, {"audi": 0, "sales": 0})
            was = before_rank.get(code)
            rows.append({
                "rnum": str(place), "rank": str(rank), "rankInten": str(was - rank) if was else "0",
                "rankOldAndNew": "OLD" if was else "NEW", "movieCd": code, "movieNm": last["movieNm"],
                "openDt": last["openDt"], "salesAmt": str(film["sales"]),
                "salesShare": f"{100.0 * film['sales'] / market:.1f}" if market else "0.0",
                "salesInten": str(film["sales"] - old["sales"]), "salesChange": change(film["sales"], old["sales"]),
                "salesAcc": last["salesAcc"], "audiCnt": str(film["audi"]),
                "audiInten": str(film["audi"] - old["audi"]),
                "audiChange": change(film["audi"], old["audi"]), "audiAcc": last["audiAcc"],
                "scrnCnt": str(film["screens"]), "showCnt": str(film["shows"]),
            })
        iso = days[0].isocalendar()
        return compact({"boxOfficeResult": {
            "boxofficeType": LABELS.get(week, LABELS["0"]), "showRange": f"{days[0]:%Y%m%d}~{days[-1]:%Y%m%d}",
            "yearWeekTime": f"{iso[0]}{iso[1]:02d}", "weeklyBoxOfficeList": rows}})

    # MARK: films

    def movie(self, code):
        """The film's detail from what the rows know, or None for a code not in them."""
        film = self.films.get(code)
        if film is None:
            return None
        return compact({"movieInfoResult": {"movieInfo": {
            "movieCd": code, "movieNm": film["title"], "movieNmEn": "", "movieNmOg": "", "showTm": "", "prdtYear": "",
            "openDt": film["open"], "prdtStatNm": "", "typeNm": "", "nations": [], "genres": [], "directors": [],
            "actors": [], "showTypes": [], "companys": [], "audits": [], "staffs": []},
            "source": "영화진흥위원회"}})

    def movie_list(self, q):
        """The rows' films as movieList entries, filtered by movieNm and the release year."""
        found = []
        for code, film in self.films.items():
            if q("movieNm") and q("movieNm") not in film["title"]:
                continue
            year = film["open"][:4]
            if q("openStartDt") and (not year or year < q("openStartDt")):
                continue
            if q("openEndDt") and (not year or year > q("openEndDt")):
                continue
            if q("prdtStartYear") or q("prdtEndYear") or q("directorNm"):
                continue  # the rows know no production year or director
            found.append({"movieCd": code, "movieNm": film["title"], "movieNmEn": "", "prdtYear": "",
                          "openDt": film["open"], "typeNm": "", "prdtStatNm": "", "nationAlt": "",
                          "genreAlt": "", "repNationNm": "", "repGenreNm": "", "directors": [], "companys": []})
        return found
