#!/usr/bin/env python3
"""What boxoffice should answer over six real years of KOBIS's daily top 10, worked out from the shared files alone
(DIR's daily-YYYY.jsonl.gz, ../shared/kobis/history), never from boxoffice's code or output. Prints one JSON
document:

  real_oracle.py DIR [--limit N]

  {"from", "to", "daysHeld",
   "records": {KIND: [entry, ...]} for opening, single-day, fast-1m, fast-5m, fast-10m, number-one, top-ten,
   "top": {"all-time": [entry, ...], "2017": [...], ..., "2022": [...]}}

each list the first N (default 10), each entry with the keys of boxoffice's `records -f json` / `top -f json`
entries (docs/json.md). The definitions are docs/archive.md's ("The whole history as questions") with these
decisions on real data:

  * A film's release date R is its rows' first non-blank openDt (a re-release under the old code keeps the old one).
  * opening: the film's row on day R (none when it was not ranked that day); the figure its audiCnt.
  * single-day: every row; the figure its audiCnt.
  * fast-N: the film's first ranked day whose audiAcc reaches N; D+N = (day - R) + 1 when day >= R, else day - R
    (a preview); only films with an R on or after the first held day. The fewest days first.
  * number-one: each stretch of consecutive calendar days on which the film has rank "1" (a tie at #1 gives both
    films the day); the figure the days, with the audience summed.
  * top-ten: each film's days in the top 10, its first and last, the audience summed.
  * Ties in any list go to the earlier day (a run's first), then to the smaller film code.
  * top: each film's audience and sales summed over its rows in the period, its days, its best rank and the first
    day at it, openDate its last non-blank openDt in the period, audienceTotal the audiAcc of its last row and that
    day; by audience, then the earlier openDate (none last), then the code.
"""
import datetime
import glob
import gzip
import json
import os
import sys


def iso(target):
    """yyyymmdd -> yyyy-mm-dd"""
    return f"{target[:4]}-{target[4:6]}-{target[6:]}"


def ordinal(text):
    return datetime.date.fromisoformat(text).toordinal()


def open_date(row):
    text = row["openDt"].strip()
    return text or None


def load(folder):
    """[(yyyy-mm-dd, [row, ...]), ...] in date order."""
    days = []
    for path in sorted(glob.glob(os.path.join(folder, "daily-*.jsonl.gz"))):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    day = json.loads(line)
                    days.append((iso(day["targetDt"]), day["rows"]))
    days.sort(key=lambda d: d[0])
    return days


def releases(days):
    """Each film's release date R: the first non-blank openDt of its rows, in date order."""
    found = {}
    for _, rows in days:
        for row in rows:
            if row["movieCd"] not in found or found[row["movieCd"]] is None:
                found[row["movieCd"]] = open_date(row)
    return found


def best(candidates, figure, limit):
    """candidates: entries with "_day" (yyyy-mm-dd) and movieCode; figure(entry) sorts first (smaller is better)."""
    ordered = sorted(candidates, key=lambda e: (figure(e), e["_day"], e["movieCode"]))[:limit]
    out = []
    for place, entry in enumerate(ordered, 1):
        entry = {k: v for k, v in entry.items() if not k.startswith("_")}
        out.append({"rank": place, **entry})
    return out


def day_number(day, release):
    offset = ordinal(day) - ordinal(release)
    return offset + 1 if offset >= 0 else offset


def records(days, limit):
    opened = releases(days)
    first_held = days[0][0]
    kinds = {}

    rows = [(day, row) for day, rows_of_day in days for row in rows_of_day]
    kinds["opening"] = best(
        [{"movieCode": r["movieCd"], "title": r["movieNm"], "audience": int(r["audiCnt"]), "date": day,
          "dayRank": int(r["rank"]), "_day": day} for day, r in rows if opened[r["movieCd"]] == day],
        lambda e: -e["audience"], limit)
    kinds["single-day"] = best(
        [{"movieCode": r["movieCd"], "title": r["movieNm"], "audience": int(r["audiCnt"]), "date": day,
          "dayRank": int(r["rank"]), "openDate": open_date(r), "_day": day} for day, r in rows],
        lambda e: -e["audience"], limit)

    for kind, milestone in (("fast-1m", 1_000_000), ("fast-5m", 5_000_000), ("fast-10m", 10_000_000)):
        passed = {}
        for day, r in rows:
            code = r["movieCd"]
            if code not in passed and int(r["audiAcc"]) >= milestone:
                passed[code] = (day, r)
        found = []
        for code, (day, r) in passed.items():
            release = opened[code]
            if release is None or release < first_held:
                continue
            found.append({"movieCode": code, "title": r["movieNm"], "days": day_number(day, release), "date": day,
                          "audienceTotal": int(r["audiAcc"]), "openDate": release, "_day": day})
        kinds[kind] = best(found, lambda e: e["days"], limit)

    runs = []
    current = {}  # film -> the run it is on: [first day, last day, days, audience, first row]
    for day, rows_of_day in days:
        for r in rows_of_day:
            if r["rank"] != "1":
                continue
            code = r["movieCd"]
            run = current.get(code)
            if run and ordinal(run[1]) + 1 == ordinal(day):
                run[1], run[2], run[3] = day, run[2] + 1, run[3] + int(r["audiCnt"])
            else:
                if run:
                    runs.append((code, run))
                current[code] = [day, day, 1, int(r["audiCnt"]), r]
    runs += list(current.items())
    kinds["number-one"] = best(
        [{"movieCode": code, "title": run[4]["movieNm"], "days": run[2], "audience": run[3], "from": run[0],
          "to": run[1], "openDate": open_date(run[4]), "_day": run[0]} for code, run in runs],
        lambda e: -e["days"], limit)

    films = {}
    for day, r in rows:
        film = films.setdefault(r["movieCd"], {"movieCode": r["movieCd"], "title": r["movieNm"], "days": 0,
                                               "audience": 0, "from": day, "to": day, "openDate": open_date(r),
                                               "_day": day})
        film["days"] += 1
        film["audience"] += int(r["audiCnt"])
        film["to"] = day
    kinds["top-ten"] = best(list(films.values()), lambda e: -e["days"], limit)
    return kinds


def top(days, limit):
    films = {}
    for day, rows in days:
        for r in rows:
            code = r["movieCd"]
            film = films.get(code)
            if film is None:
                film = films[code] = {"movieCode": code, "title": r["movieNm"], "audience": 0, "sales": 0,
                                      "daysInTopTen": 0, "bestRank": int(r["rank"]), "bestRankDate": day,
                                      "openDate": None, "audienceTotal": None, "audienceTotalDate": None}
            film["audience"] += int(r["audiCnt"])
            film["sales"] += int(r["salesAmt"])
            film["daysInTopTen"] += 1
            if int(r["rank"]) < film["bestRank"]:
                film["bestRank"], film["bestRankDate"] = int(r["rank"]), day
            if r["movieNm"].strip():
                film["title"] = r["movieNm"]
            if open_date(r):
                film["openDate"] = open_date(r)
            film["audienceTotal"], film["audienceTotalDate"] = int(r["audiAcc"]), day
    ordered = sorted(films.values(), key=lambda f: (-f["audience"], f["openDate"] is None, f["openDate"] or "",
                                                     f["movieCode"]))
    return [{"rank": place, **film} for place, film in enumerate(ordered[:limit], 1)]


def main():
    arguments = sys.argv[1:]
    limit = 10
    if "--limit" in arguments:
        at = arguments.index("--limit")
        limit = int(arguments[at + 1])
        del arguments[at:at + 2]
    if len(arguments) != 1:
        raise SystemExit("usage: real_oracle.py DIR [--limit N]")
    days = load(arguments[0])
    if not days:
        raise SystemExit(f"no daily-YYYY.jsonl.gz in {arguments[0]}")
    years = sorted({day[:4] for day, _ in days})
    document = {
        "from": days[0][0], "to": days[-1][0], "daysHeld": len(days),
        "records": records(days, limit),
        "top": {"all-time": top(days, limit), **{year: top([d for d in days if d[0][:4] == year], limit)
                                                 for year in years}},
    }
    print(json.dumps(document, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
