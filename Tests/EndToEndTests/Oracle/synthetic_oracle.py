#!/usr/bin/env python3
"""What boxoffice should answer over the stand-in's synthetic calendar, worked out from the stand-in's own
formula (Scripts/kobis-standin.py: synthetic_showing, synthetic_top10, synthetic_weekly), never from boxoffice's
code. Each mode prints JSON:

  milestones CODE FROM TO     the first ranked day whose audiAcc reaches 1, 2, 3, 5, 10, 15 … million
  top FROM TO N               films by audience summed over their days in the daily top 10
  weekly-top FROM TO N WEEKGB the same over the weekly rankings of the periods that end inside FROM..TO
  aligned TO CODE...          one row per day and film from each release to TO, by D+N then film order (csv)
"""
import datetime
import importlib.util
import json
import os
import sys

sys.dont_write_bytecode = True  # importing the stand-in leaves no __pycache__ in Scripts/
HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("standin", os.path.join(HERE, "..", "..", "..", "Scripts", "kobis-standin.py"))
standin = importlib.util.module_from_spec(spec)
spec.loader.exec_module(standin)


def day(text):
    return datetime.date.fromisoformat(text)


def days(first, last):
    while first <= last:
        yield first
        first += datetime.timedelta(days=1)


def ranked(on, code):
    """(rank, audience, audiAcc, sales) of `code` in the day's top 10, or None."""
    for rank, row in enumerate(standin.synthetic_top10(on), 1):
        if row[1] == code:
            return rank, row[0], row[4], row[0] * 10000
    return None


def shown_total(on, code):
    """The film's audiAcc at the end of `on`, ranked or not (0 before it is shown)."""
    for row in standin.synthetic_showing(on):
        if row[1] == code:
            return row[4]
    earlier = [r[4] for d in days(on - datetime.timedelta(days=40), on) for r in standin.synthetic_showing(d) if r[1] == code]
    return max(earlier, default=0)


def thresholds():
    for value in (1, 2, 3, 5, 10):
        yield value * 1000000
    value = 15
    while True:
        yield value * 1000000
        value += 5


def milestones(code, first, last, release):
    found, marks = [], thresholds()
    mark = next(marks)
    for on in days(first, last):
        hit = ranked(on, code)
        if not hit:
            continue
        while hit[2] >= mark:
            before = shown_total(on - datetime.timedelta(days=1), code)
            found.append({"threshold": mark, "date": on.isoformat(), "day": (on - release).days + 1, "audienceTotal": hit[2],
                          "crossedOutOfTopTen": before >= mark})
            mark = next(marks)
    return found


def tally(rankings):
    """rankings: (first day, last day, [rows]) in order, rows as the stand-in's ranking rows."""
    films = {}
    for first, last, rows in rankings:
        for rank, row in enumerate(rows, 1):
            audience, code, title, opened, total = row[0], row[1], row[2], row[3], row[4]
            film = films.setdefault(code, {"movieCode": code, "title": title, "audience": 0, "sales": 0, "count": 0, "bestRank": 99,
                                           "bestRankDate": None, "openDate": opened.isoformat(), "audienceTotal": None, "last": None})
            film["audience"] += audience
            film["sales"] += audience * 10000
            film["count"] += 1
            if rank < film["bestRank"]:
                film["bestRank"], film["bestRankDate"] = rank, first.isoformat()
            film["audienceTotal"], film["last"] = total, last.isoformat()
    ordered = sorted(films.values(), key=lambda f: (-f["audience"], f["openDate"], f["movieCode"]))
    return [dict(f, rank=i) for i, f in enumerate(ordered, 1)]


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "milestones":
        code = args[0]
        release = standin.BLOCKBUSTERS[code][1] if code in standin.BLOCKBUSTERS else None
        print(json.dumps(milestones(code, day(args[1]), day(args[2]), release), ensure_ascii=False))
    elif mode == "top":
        rankings = ((on, on, standin.synthetic_top10(on)) for on in days(day(args[0]), day(args[1])))
        print(json.dumps(tally(rankings)[: int(args[2])], ensure_ascii=False))
    elif mode == "weekly-top":
        week = args[3]
        offset, count = standin.WEEK_DAYS[week]
        first, last = day(args[0]), day(args[1])
        rankings = []
        monday = first - datetime.timedelta(days=first.weekday())
        while True:
            start = monday + datetime.timedelta(days=offset)
            end = start + datetime.timedelta(days=count - 1)
            if end > last:
                break
            if end >= first:
                body = json.loads(standin.synthetic_weekly(end.strftime("%Y%m%d"), week))["boxOfficeResult"]["weeklyBoxOfficeList"]
                rows = [(int(r["audiCnt"]), r["movieCd"], r["movieNm"], day(r["openDt"]), int(r["audiAcc"])) for r in body]
                rankings.append((start, end, rows))
            monday += datetime.timedelta(days=7)
        print(json.dumps(tally(rankings)[: int(args[2])], ensure_ascii=False))
    elif mode == "aligned":
        last = day(args[0])
        rows = []
        for index, code in enumerate(args[1:]):
            title, release, _ = standin.BLOCKBUSTERS[code]
            for on in days(release, last):
                hit = ranked(on, code)
                d = (on - release).days + 1
                cells = [str(hit[0]), str(hit[1]), str(hit[2])] if hit else ["", "", ""]
                rows.append(((d, index), ",".join([code, title, str(d), on.isoformat()] + cells)))
        print("film,title,day,date,rank,audience,audienceTotal")
        for _, line in sorted(rows):
            print(line)
    else:
        raise SystemExit(f"unknown mode {mode}")


if __name__ == "__main__":
    main()
