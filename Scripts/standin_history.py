"""A made-up but realistic history of the Korean box office, for the stand-in's --history (kobis-standin.py).

Ten years of national daily top-10 rankings, 2016-01-01 to 2025-12-31, deterministic for a seed (--history-seed,
default 1), with runs of many shapes, so that a forecast learned from them is tested on runs in general:

  * releases on Wednesdays, two to four a week, more in summer (mid-July to mid-August) and at the year's end;
  * front-loaded blockbusters (a big opening, 40-60% kept from one week to the next), ordinary releases (50-72%
    kept), word-of-mouth sleepers that grow for one to three weeks before they decay (72-82% kept), small films
    that open low and drop out of the top 10 within days, and a few runs that get a late second wind;
  * big films opening on the Wednesday before Seollal and Chuseok, whose three-day holidays (and the fixed public
    holidays: 1 Jan, 1 Mar, 5 May, 6 Jun, 15 Aug, 3 Oct, 9 Oct, 25 Dec) sell about twice a normal day;
  * a weekly cycle: Friday to Sunday sell two to three times a weekday (Saturday most);
  * re-releases: some under their old code (audiAcc goes on from the old run's total), some under a new one;
  * previews: some films are shown on the weekend before their release;
  * noise: each day's audience is off by a few percent, at random.

A film is shown (and counted in audiAcc) every day until it sells fewer than 150 tickets, in the top 10 or not, as
KOBIS's audiAcc counts every day shown. The ranking of a day is its ten largest audiences. Movie codes are 8
digits: the release year, then 1 and a serial (2016 1 042 is 20161042). Weekly rankings (week, weekend, weekdays)
and movie details of these films are served too.
"""
import datetime
import json
import math
import random

FIRST = datetime.date(2016, 1, 1)
LAST = datetime.date(2025, 12, 31)
# Seollal and Chuseok (the day itself; the holiday is the day before, the day and the day after).
SEOLLAL = ["2016-02-08", "2017-01-28", "2018-02-16", "2019-02-05", "2020-01-25", "2021-02-12",
           "2022-02-01", "2023-01-22", "2024-02-10", "2025-01-29"]
CHUSEOK = ["2015-09-27", "2016-09-15", "2017-10-04", "2018-09-24", "2019-09-13", "2020-10-01",
           "2021-09-21", "2022-09-10", "2023-09-29", "2024-09-17", "2025-10-06"]
FIXED = [(1, 1), (3, 1), (5, 5), (6, 6), (8, 15), (10, 3), (10, 9), (12, 25)]
# Monday to Sunday: a weekday sells about a third to a half of a Saturday.
WEEKDAY = [0.55, 0.52, 0.62, 0.66, 0.95, 1.75, 1.45]
WORDS = ["바다", "별", "도시", "밤", "여름", "겨울", "기억", "비밀", "약속", "전쟁", "사랑", "길", "집",
         "불꽃", "그림자", "노래", "바람", "섬", "시간", "왕", "형사", "친구", "가족", "마지막", "첫", "숲", "강",
         "하늘"]
GENRES = ["드라마", "액션", "코미디", "스릴러", "애니메이션", "범죄", "멜로/로맨스", "공포(호러)", "SF", "사극"]


def iso(text):
    return datetime.date.fromisoformat(text)


def holidays():
    """Big holidays (Seollal, Chuseok: three days each) and fixed public holidays, with their boost."""
    boost = {}
    for year in range(FIRST.year - 1, LAST.year + 1):
        for month, day in FIXED:
            boost[datetime.date(year, month, day)] = 1.6
    for text in SEOLLAL + CHUSEOK:
        day = iso(text)
        for offset in (-1, 0, 1):
            boost[day + datetime.timedelta(days=offset)] = 2.1
    return boost


def season(day):
    """The market's mood: summer and the year's end sell more, early spring and November less."""
    if (day.month == 7 and day.day >= 15) or (day.month == 8 and day.day <= 20):
        return 1.25
    if (day.month == 12 and day.day >= 20) or (day.month == 1 and day.day <= 5):
        return 1.2
    if day.month in (3, 4, 11):
        return 0.85
    return 1.0


class Film:
    def __init__(self, code, title, opened, genre):
        self.code, self.title, self.opened, self.genre = code, title, opened, genre
        self.openings = [opened]  # a re-release under the old code adds its own release date
        self.audience = {}  # day -> tickets
        self.totals = None

    def opened_by(self, day):
        """The release date KOBIS shows on `day`: the latest one up to it (a preview shows the coming one)."""
        return max([d for d in self.openings if d <= day + datetime.timedelta(days=7)] or self.openings[:1])

    def total(self, day):
        """audiAcc: every ticket sold up to `day`, in the top 10 or not."""
        if self.totals is None:
            self.totals, running = {}, 0
            for when in sorted(self.audience):
                running += self.audience[when]
                self.totals[when] = running
        shown = [d for d in self.totals if d <= day]
        return self.totals[max(shown)] if shown else 0


class History:
    def __init__(self, seed=1):
        self.seed = seed
        self.rng = random.Random(seed)
        self.boost = holidays()
        self.films = {}
        self.serial = {}
        self.by_day = {}
        self.make()

    # MARK: making the films

    def new_code(self, year):
        self.serial[year] = self.serial.get(year, 0) + 1
        return f"{year}1{self.serial[year]:03d}"

    def title(self):
        rng = self.rng
        return f"{rng.choice(WORDS)}의 {rng.choice(WORDS)} {len(self.films) + 1}"

    def run(self, film, opened, kind, opening):
        """Fills `film.audience` from `opened` for a run of `kind` whose average day sells about `opening`."""
        rng = self.rng
        if kind == "blockbuster":
            keep, growth, rush = rng.uniform(0.40, 0.60), 0.0, rng.uniform(1.1, 1.4)
        elif kind == "sleeper":
            keep, growth, rush = rng.uniform(0.72, 0.82), rng.uniform(0.04, 0.12), 1.0
        elif kind == "small":
            keep, growth, rush = rng.uniform(0.25, 0.55), 0.0, 1.0
        elif kind == "rerelease":
            keep, growth, rush = rng.uniform(0.35, 0.60), 0.0, 1.0
        else:
            keep, growth, rush = rng.uniform(0.50, 0.72), 0.0, rng.uniform(1.0, 1.15)
        rate = -math.log(keep) / 7.0
        # A late second wind (an award, a viral clip) for a few runs: a forecast made before it misses.
        wind_at = rng.randint(15, 40) if rng.random() < 0.03 else None
        if kind != "rerelease" and kind != "small" and rng.random() < 0.08:
            for back in (4, 3):  # previews on the weekend before the release
                day = opened - datetime.timedelta(days=back)
                film.audience[day] = film.audience.get(day, 0) + int(opening * 0.25 * WEEKDAY[day.weekday()])
        for k in range(0, 200):
            day = opened + datetime.timedelta(days=k)
            if day > LAST + datetime.timedelta(days=120):
                break
            level = opening * math.exp(-rate * k) * (1.0 + growth * k)
            if k < 3:
                level *= rush
            if wind_at is not None and k >= wind_at:
                level *= 1.6
            factor = WEEKDAY[day.weekday()]
            if day in self.boost:
                factor = max(factor, self.boost[day] * (1.1 if kind == "blockbuster" else 1.0))
            tickets = int(level * factor * season(day) * math.exp(rng.gauss(0.0, 0.04)))
            if tickets < 150:
                break
            film.audience[day] = film.audience.get(day, 0) + tickets

    def release(self, opened, kind):
        rng = self.rng
        code = self.new_code(opened.year)
        film = Film(code, self.title(), opened, rng.choice(GENRES))
        opening = {
            "blockbuster": math.exp(rng.gauss(math.log(170000), 0.45)),
            "sleeper": math.exp(rng.gauss(math.log(40000), 0.5)),
            "small": math.exp(rng.gauss(math.log(6000), 0.6)),
            "standard": math.exp(rng.gauss(math.log(50000), 0.6)),
        }[kind]
        self.run(film, opened, kind, opening)
        self.films[code] = film
        return film

    def rerelease(self, opened):
        rng = self.rng
        old = [f for f in self.films.values() if f.opened < opened - datetime.timedelta(days=365)]
        if not old:
            return
        source = rng.choice(old)
        opening = math.exp(rng.gauss(math.log(12000), 0.5))
        if rng.random() < 0.5:  # the old code: its audiAcc goes on
            source.opened = opened
            source.openings.append(opened)
            self.run(source, opened, "rerelease", opening)
        else:
            film = Film(self.new_code(opened.year), source.title + " (재개봉)", opened, source.genre)
            self.run(film, opened, "rerelease", opening)
            self.films[film.code] = film

    def make(self):
        rng = self.rng
        day = FIRST - datetime.timedelta(days=120)
        day += datetime.timedelta(days=(2 - day.weekday()) % 7)  # a Wednesday
        big = sorted(iso(text) for text in SEOLLAL + CHUSEOK)
        while day <= LAST:
            busy = season(day + datetime.timedelta(days=3)) > 1.0
            holiday = any(0 <= (h - day).days <= 6 for h in big)
            count = rng.choice([2, 3, 3, 4]) + (1 if busy else 0)
            for _ in range(count):
                roll = rng.random()
                if holiday or busy:
                    kind = "blockbuster" if roll < 0.25 else "standard" if roll < 0.65 else "small"
                else:
                    kind = ("blockbuster" if roll < 0.08 else "sleeper" if roll < 0.16 else
                            "standard" if roll < 0.55 else "small")
                self.release(day, kind)
            if rng.random() < 0.12:
                self.rerelease(day)
            day += datetime.timedelta(days=7)
        for film in self.films.values():
            for when, tickets in film.audience.items():
                self.by_day.setdefault(when, []).append((tickets, film.code))

    # MARK: answering

    def holds(self, day):
        return FIRST <= day <= LAST

    def top10(self, day):
        return sorted(self.by_day.get(day, []), key=lambda r: (-r[0], r[1]))[:10]

    def row(self, rank, film, day, audience, before, before_rank, total, market):
        price = 9000 + 150 * (day.year - 2016)
        screens = max(1, min(2800, int(audience / 45) + 20))
        shows = screens * 4 + rank
        change = audience - before
        return {
            "rnum": str(rank), "rank": str(rank),
            "rankInten": str(before_rank - rank) if before_rank else "0",
            "rankOldAndNew": "OLD" if before_rank else "NEW",
            "movieCd": film.code, "movieNm": film.title, "openDt": film.opened_by(day).isoformat(),
            "salesAmt": str(audience * price), "salesShare": f"{100.0 * audience / max(market, 1):.1f}",
            "salesInten": str(change * price),
            "salesChange": f"{100.0 * change / before:.1f}" if before else "0",
            "salesAcc": str(total * price), "audiCnt": str(audience), "audiInten": str(change),
            "audiChange": f"{100.0 * change / before:.1f}" if before else "0",
            "audiAcc": str(total), "scrnCnt": str(screens), "showCnt": str(shows),
        }

    def daily(self, target):
        """The day's ranking as KOBIS's body, or None for a day outside the history."""
        day = datetime.date(int(target[:4]), int(target[4:6]), int(target[6:]))
        if not self.holds(day):
            return None
        yesterday = day - datetime.timedelta(days=1)
        ranks = {code: rank for rank, (_, code) in enumerate(self.top10(yesterday), 1)}
        market = sum(t for t, _ in self.by_day.get(day, []))
        rows = []
        for rank, (audience, code) in enumerate(self.top10(day), 1):
            film = self.films[code]
            rows.append(self.row(rank, film, day, audience, film.audience.get(yesterday, 0), ranks.get(code),
                                 film.total(day), market))
        return json.dumps({"boxOfficeResult": {"boxofficeType": "일별 박스오피스", "showRange": f"{target}~{target}",
                                               "dailyBoxOfficeList": rows}}, ensure_ascii=False).encode()

    def weekly(self, target, week):
        """The week (0), weekend (1) or weekdays (2) holding `target`, or None outside the history."""
        day = datetime.date(int(target[:4]), int(target[4:6]), int(target[6:]))
        if not self.holds(day):
            return None
        offset, count = {"0": (0, 7), "1": (4, 3), "2": (0, 4)}.get(week, (0, 7))
        start = day - datetime.timedelta(days=day.weekday()) + datetime.timedelta(days=offset)
        days = [start + datetime.timedelta(days=i) for i in range(count)]
        sums = {}
        for each in days:
            for tickets, code in self.by_day.get(each, []):
                sums[code] = sums.get(code, 0) + tickets
        ranked = sorted(sums.items(), key=lambda r: (-r[1], r[0]))[:10]
        market = sum(sums.values())
        rows = [self.row(rank, self.films[code], days[-1], tickets, tickets, rank, self.films[code].total(days[-1]),
                         market) for rank, (code, tickets) in enumerate(ranked, 1)]
        iso_week = days[0].isocalendar()
        label = {"0": "주간 박스오피스", "1": "주말 박스오피스", "2": "주중 박스오피스"}.get(week, "주간 박스오피스")
        return json.dumps({"boxOfficeResult": {
            "boxofficeType": label, "showRange": f"{days[0]:%Y%m%d}~{days[-1]:%Y%m%d}",
            "yearWeekTime": f"{iso_week[0]}{iso_week[1]:02d}", "weeklyBoxOfficeList": rows}},
            ensure_ascii=False).encode()

    def movie(self, code):
        """The film's detail as KOBIS's body, or None for a code not in the history."""
        film = self.films.get(code)
        if film is None:
            return None
        opened = film.opened.strftime("%Y%m%d")
        return json.dumps({"movieInfoResult": {"movieInfo": {
            "movieCd": code, "movieNm": film.title, "movieNmEn": f"History Film {code}", "movieNmOg": "",
            "showTm": "110", "prdtYear": opened[:4], "openDt": opened, "prdtStatNm": "개봉", "typeNm": "장편",
            "nations": [{"nationNm": "한국"}], "genres": [{"genreNm": film.genre}],
            "directors": [{"peopleNm": "가상 감독", "peopleNmEn": ""}], "actors": [], "showTypes": [],
            "companys": [], "audits": [{"auditNo": "", "watchGradeNm": "12세이상관람가"}], "staffs": []},
            "source": "영화진흥위원회"}}, ensure_ascii=False).encode()
