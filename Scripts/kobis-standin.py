#!/usr/bin/env python3
"""A local stand-in for the KOBIS Open API, for tests and the benchmark. Loopback only.

It serves bodies in KOBIS's format from fixture folders and can misbehave on demand:

  --fixtures DIR      look up daily_<targetDt>*.json and movieinfo_<movieCd>*.json here (repeatable)
  --daily FILE        answer every daily request with this body, whatever the date
  --movie FILE        answer movie requests with no fixture of their own with this body
  --key KEY           the key it accepts; any other key gets KOBIS's 320010 fault (default: any key)
  --latency-ms N      wait N ms before every answer (default 0)
  --hold FILE         hold every answer until FILE exists (a test creates it to let the answers go)
  --hold-after N      answer the first N requests, and hold every later one until --release's FILE exists (for
                      as long as the stand-in lives without it)
  --hold-while FILE   hold every answer while FILE exists (a test creates it to hold a later answer, removes it
                      to let it go)
  --status-seq LIST   answer the first requests with these HTTP statuses, e.g. 503,503
  --fault CODE        answer every request with a faultInfo body (HTTP 200, as KOBIS does)
  --fault-message T   the fault's message; {key} is replaced by the key the request sent
  --mode MODE         ok | html | truncated | reset | empty | notjson | unknownroot | slow, or a hostile one:
                      redirect (302 to --redirect-to, key and all), endless (a chunked body that never ends),
                      gzipbomb (200 MB of zeros, gzip-compressed to 200 KB), stall (headers, then nothing),
                      biglength (a Content-Length of 200 MB, then a slow trickle),
                      hostilefault (a faultInfo whose code and message carry escape sequences),
                      hostileroot (an unknown root key made of escape sequences)
  --redirect-to URL   with --mode redirect: the Location (the request's query is appended)
  --echo-key          put the request's key wherever a body says {key}
  --catalogue-repeat N  serve the film catalogue N times over (for long --all walks)
  OMDb too, under /omdb/ (point OMDB_BASE_URL there): t=, y= and s= over catalogue_omdb.json, the key
  bad-omdb-key gets HTTP 401 "Invalid API key!", limited-omdb-key gets "Request limit reached!", and
  /posters/NAME.jpg serves a small image (huge.jpg: 10 MB and one byte).
  --all-rows          answer rankings with every row, whatever itemPerPage asks (a server that sends more)
  --fail-date D       answer requests for targetDt D with an HTML maintenance page
  --revise-when FILE D  once FILE exists, the daily ranking of D (yyyymmdd) is revised: every film's audience and
                      running total one more (repeatable: a test creates FILE to have KOBIS correct closed days)
  --synthetic         answer a daily ranking for any date without a fixture from a made-up, deterministic
                      release calendar (films opening every ten days, each with a run and a dip out of the
                      top 10), and movie details for those films: for ranges and trends; weekly rankings
                      too, and the 2025 films fans quote (see BLOCKBUSTERS: milestones, a year's top, previews)
  --history           answer the days 2016-01-01 to 2025-12-31 from a made-up, deterministic history of ten years
                      of the Korean box office (Scripts/standin_history.py: blockbusters, sleepers, holiday
                      openings, weekday and weekend cycles, re-releases, small films, noise), before any fixture:
                      daily and weekly rankings, and movie details for its films; other days as without it
  --history-seed N    the history's seed (default 1): another seed, another history of the same kind
  --real-history DIR  answer from six real years of KOBIS's daily top 10: DIR's daily-YYYY.jsonl.gz files (such as
                      ../shared/kobis/history, 2017-2022), read once before the port is announced
                      (Scripts/standin_real.py), before any fixture or --history: a held day's rows exactly as KOBIS
                      sent them (ties kept), any other day an empty list, as KOBIS answers; weekly rankings derived
                      from the daily rows (so they differ from KOBIS's own, which count every film's every day, not
                      only each day's top 10); movie details with what the rows know (code, title, release date;
                      other fields empty), other codes as without it; and movie searches over the rows' titles
  --empty-days FROM:TO  with --real-history: answer the days FROM to TO (yyyymmdd:yyyymmdd) as not held, even when
                      held: an empty daily list, and weekly rankings without them (repeatable: a stretch of empty
                      days for a test)
The log line of each request ends with inflight=N: how many requests were being answered at once.
  --slow-s N          with --mode slow: wait N seconds before answering (default 5)
  --log FILE          append one line per request: the path and query, with the key masked
  --port N            port to listen on (default 0: any free one); prints "PORT <n>" when ready
  --lifetime S        exit after S seconds, whatever happens (default: never; the tests never set it)

It exits when its standard input, if that is a pipe, reaches end of file: a parent that holds the pipe's other end
(the tests' harness, Scripts/bench) ends it by closing that end or by dying, so it never outlives its parent.

It serves all nine services in KOBIS's format: daily and weekly rankings (itemPerPage honoured),
movie, people and company details (an unknown person or company gets KOBIS's record of nulls),
the code lists, and searches over the catalogue_*.json files, filtered and paged as KOBIS does
(totCnt a JSON number, filmoNames joined with |). An unknown movie code gets the record of nulls KOBIS sends
for an unknown person or company (its answer for movies is not on record); a path it does not serve gets a
faultInfo code of its own, STANDIN404.
"""
import argparse
import glob
import gzip
import json
import os
import signal
import socket
import stat
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

FAULTS = {
    "320010": "유효하지않은 키값입니다.",
    "320011": "일일 호출 한도를 초과했습니다.",
    "320102": "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]",
    "320103": "날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=2025]",
}

HTML = """<!DOCTYPE html><html><head><title>KOBIS 서비스 점검 안내</title></head>
<body><h1>서비스 점검 중입니다</h1><p>이용에 불편을 드려 죄송합니다.</p></body></html>"""


def fault_body(code, message=None):
    return json.dumps({"faultInfo": {"message": message or FAULTS.get(code, "오류"), "errorCode": code}},
                      ensure_ascii=False).encode()


class State:
    def __init__(self, args):
        self.args = args
        self.lock = threading.Lock()
        self.count = 0
        self.inflight = 0
        self.released = False  # --hold: the file was seen
        self.statuses = [int(s) for s in args.status_seq.split(",") if s.strip()] if args.status_seq else []

    def next_index(self):
        with self.lock:
            self.count += 1
            return self.count - 1


def find(dirs, pattern):
    for d in dirs:
        hits = sorted(glob.glob(os.path.join(d, pattern)))
        if hits:
            return hits[0]
    return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body leave in one write with TCP_NODELAY, so Nagle's algorithm and delayed ACKs
    # add no 40 ms stalls on kept-alive connections: the latency is only what --latency-ms injects.
    disable_nagle_algorithm = True
    state = None

    def log_message(self, *a):
        pass

    def send_body(self, status, body, content_type="application/json;charset=UTF-8"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self._headers_buffer.append(b"\r\n")
        self.wfile.write(b"".join(self._headers_buffer) + body)
        self._headers_buffer = []
        self.wfile.flush()

    def do_GET(self):
        st = self.state
        args = st.args
        index = st.next_index()
        parts = urlsplit(self.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        key = query.get("key", [""])[0]
        with st.lock:
            st.inflight += 1
            inflight = st.inflight
        try:
            if args.log:
                masked = "&".join(p.split("=")[0] + "=***" if p.startswith(("key=", "apikey=")) else p for p in parts.query.split("&"))
                with st.lock, open(args.log, "a", encoding="utf-8") as f:
                    f.write(f"{time.time():.3f} {parts.path}?{masked} inflight={inflight}\n")
            if args.latency_ms:
                time.sleep(args.latency_ms / 1000.0)
            if args.hold:
                # Once the file was seen, every answer goes, even if it is removed afterwards.
                while not st.released and not os.path.exists(args.hold):
                    time.sleep(0.02)
                st.released = True
            if args.hold_while:
                while os.path.exists(args.hold_while):
                    time.sleep(0.02)
            if args.hold_after is not None and index >= args.hold_after:
                # The run is caught mid-way, whatever the clock: held until --release's file exists, or for good.
                while not (args.release and os.path.exists(args.release)):
                    time.sleep(0.02)
            self.respond(st, args, index, parts, query, key)
        finally:
            with st.lock:
                st.inflight -= 1

    def respond(self, st, args, index, parts, query, key):
        if "/omdb" in parts.path:
            return self.omdb(query)
        if parts.path.startswith("/posters/"):
            size = 10 * 1024 * 1024 + 1 if parts.path.endswith("huge.jpg") else 2048
            return self.send_body(200, b"\xff\xd8\xff\xe0" + b"\0" * (size - 4), "image/jpeg")
        if index < len(st.statuses):
            status = st.statuses[index]
            if status != 200:
                return self.send_body(status, b"<html><body>Service Unavailable</body></html>", "text/html")
        mode = args.mode
        if args.fail_date and query.get("targetDt", [""])[0] == args.fail_date:
            return self.send_body(200, HTML.encode(), "text/html;charset=UTF-8")
        if mode in HOSTILE:
            return HOSTILE[mode](self, parts)
        if mode == "slow":
            time.sleep(args.slow_s)
        if mode == "reset":
            self.send_response(200)
            self.send_header("Content-Type", "application/json;charset=UTF-8")
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(b'{"boxOfficeResult":{"boxofficeType":"\xec\x9d\xbc')
            self.wfile.flush()
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            self.close_connection = True
            return
        if mode == "html":
            return self.send_body(200, HTML.encode(), "text/html;charset=UTF-8")
        if mode == "empty":
            return self.send_body(200, b"")
        if mode == "notjson":
            return self.send_body(200, b"Service temporarily unavailable")
        if mode == "unknownroot":
            return self.send_body(200, b'{"somethingElse":{"items":[]}}')
        if args.fault:
            message = args.fault_message.replace("{key}", key) if args.fault_message else None
            return self.send_body(200, fault_body(args.fault, message))
        if args.key is not None and key != args.key:
            return self.send_body(200, fault_body("320010"))
        body = self.answer(parts.path, query)
        if args.echo_key:
            body = body.replace(b"{key}", key.encode())
        if mode == "truncated":
            return self.send_body(200, body[: max(1, len(body) // 2)])
        self.send_body(200, body)

    def omdb(self, query):
        q = lambda name: query.get(name, [""])[0]
        apikey = q("apikey")
        if apikey == "bad-omdb-key":
            return self.send_body(401, b'{"Response":"False","Error":"Invalid API key!"}')
        if apikey == "limited-omdb-key":
            return self.send_body(401, b'{"Response":"False","Error":"Request limit reached!"}')
        base = f"http://127.0.0.1:{self.server.server_address[1]}"
        films = [{k: (v.replace("{base}", base) if isinstance(v, str) else v) for k, v in f.items()}
                 for f in catalogue(self.state.args.fixtures, "omdb")]
        missing = b'{"Response":"False","Error":"Movie not found!"}'
        if q("t"):
            for film in films:
                if film.get("searchOnly") or film["Title"].lower() != q("t").lower():
                    continue
                if q("y") and not film["Year"].startswith(q("y")):
                    continue
                body = {k: v for k, v in film.items() if k != "searchOnly"}
                body.update({"Type": "movie", "Response": "True"})
                return self.send_body(200, json.dumps(body).encode())
            return self.send_body(200, missing)
        if q("s"):
            hits = [{k: v for k, v in f.items() if k != "searchOnly"} for f in films if q("s").lower() in f["Title"].lower()]
            if not hits:
                return self.send_body(200, missing)
            return self.send_body(200, json.dumps({"Search": hits, "totalResults": str(len(hits)), "Response": "True"}).encode())
        return self.send_body(200, b'{"Response":"False","Error":"Incorrect IMDb ID."}')

    def answer(self, path, query):
        args = self.state.args
        q = lambda name: query.get(name, [""])[0]
        per_page = "" if args.all_rows else q("itemPerPage")
        if path.endswith("/boxoffice/searchDailyBoxOfficeList.json"):
            target = q("targetDt")
            if not target:
                return fault_body("320102")
            if len(target) != 8 or not target.isdigit():
                return fault_body("320103", FAULTS["320103"].replace("2025", target))
            if REAL:
                return revised(REAL.daily(target, per_page), target)
            held = HISTORY.daily(target) if HISTORY else None
            if held:
                return limit_rows(held, per_page)
            name = args.daily or find(args.fixtures, f"daily_{target}*.json")
            if not name and args.synthetic:
                return limit_rows(revised(synthetic_daily(target), target), per_page)
            if not name:
                return ranking_body("일별 박스오피스", f"{target}~{target}", None, "dailyBoxOfficeList", [])
            return limit_rows(revised(read(name), target), per_page)
        if path.endswith("/boxoffice/searchWeeklyBoxOfficeList.json"):
            target, week = q("targetDt"), q("weekGb") or "1"
            if not target:
                return fault_body("320102")
            if REAL and len(target) == 8 and target.isdigit():
                try:
                    return REAL.weekly(target, week, "all" if args.all_rows else q("itemPerPage"))
                except ValueError:  # no such date
                    return fault_body("320103", FAULTS["320103"].replace("2025", target))
            held = HISTORY.weekly(target, week) if HISTORY and len(target) == 8 and target.isdigit() else None
            if held:
                return limit_rows(held, per_page)
            name = find(args.fixtures, f"weekly_{target}_{week}*.json") or (week == "1" and find(args.fixtures, f"weekend_{target}*.json"))
            if not name and args.synthetic:
                return limit_rows(synthetic_weekly(target, week), per_page)
            if not name:
                label = {"0": "주간 박스오피스", "1": "주말 박스오피스", "2": "주중 박스오피스"}.get(week, "주간 박스오피스")
                return ranking_body(label, f"{target}~{target}", target[:4] + "01", "weeklyBoxOfficeList", [])
            return limit_rows(read(name), per_page)
        if path.endswith("/movie/searchMovieInfo.json"):
            code = q("movieCd")
            held = (REAL.movie(code) if REAL else None) or (HISTORY.movie(code) if HISTORY else None)
            if held:
                return held
            name = (find(args.fixtures, f"movieinfo_{code}*.json") if code else None) or args.movie
            if not name and args.synthetic and (code in SYNTHETIC or code in BLOCKBUSTERS):
                return synthetic_movie(code)
            if not name:
                return json.dumps({"movieInfoResult": {"movieInfo": {"movieCd": None, "movieNm": None, "openDt": None,
                                                                     "nations": [], "genres": [], "directors": [],
                                                                     "actors": [], "companys": [], "staffs": []},
                                                       "source": "영화진흥위원회"}}, ensure_ascii=False).encode()
            return read(name)
        if path.endswith("/code/searchCodeList.json"):
            name = find(args.fixtures, f"codes_{q('comCode')}.json")
            return read(name) if name else json.dumps({"codes": []}).encode()
        if path.endswith("/movie/searchMovieList.json"):
            if REAL:
                return page("movieListResult", "movieList", REAL.movie_list(q), q, source_first=True)
            films = catalogue(args.fixtures, "movies")
            def keep(film):
                if q("movieNm") and q("movieNm") not in film["movieNm"]:
                    return False
                if q("directorNm") and not any(q("directorNm") in d["peopleNm"] for d in film["directors"]):
                    return False
                year = film["openDt"][:4]
                if q("openStartDt") and (not year or year < q("openStartDt")):
                    return False
                if q("openEndDt") and (not year or year > q("openEndDt")):
                    return False
                if q("prdtStartYear") and film["prdtYear"] < q("prdtStartYear"):
                    return False
                if q("prdtEndYear") and film["prdtYear"] > q("prdtEndYear"):
                    return False
                return True
            return page("movieListResult", "movieList", [f for f in films if keep(f)], q, source_first=True)
        if path.endswith("/people/searchPeopleList.json"):
            people = [p for p in catalogue(args.fixtures, "people")
                      if (not q("peopleNm") or q("peopleNm") in p["peopleNm"]) and (not q("filmoNames") or q("filmoNames") in p["filmoNames"])]
            return page("peopleListResult", "peopleList", people, q, source_first=False)
        if path.endswith("/company/searchCompanyList.json"):
            companies = [c for c in catalogue(args.fixtures, "companies")
                         if (not q("companyNm") or q("companyNm") in c["companyNm"]) and (not q("ceoNm") or q("ceoNm") in c["ceoNm"])]
            return page("companyListResult", "companyList", companies, q, source_first=False)
        if path.endswith("/people/searchPeopleInfo.json"):
            code = q("peopleCd")
            if code and not (len(code) == 8 and code.isdigit()):
                return fault_body("320220", f"영화코드는 8자리 숫자 문자열입니다.[parameterName=peopleCd,parameterValue={code}]")
            return read(find(args.fixtures, f"peopleinfo_{code}*.json") or find(args.fixtures, "peopleinfo_unknown_all_null.json"))
        if path.endswith("/company/searchCompanyInfo.json"):
            code = q("companyCd")
            if code and not (len(code) == 8 and code.isdigit()):
                return fault_body("320220", f"영화코드는 8자리 숫자 문자열입니다.[parameterName=companyCd,parameterValue={code}]")
            return read(find(args.fixtures, f"companyinfo_{code}*.json") or find(args.fixtures, "companyinfo_unknown_all_null.json"))
        return fault_body("STANDIN404", f"the stand-in does not serve {path}")


def revised(body, target):
    """The body as revised by --revise-when: every row's audiCnt and audiAcc one more, once the FILE exists."""
    if not any(day == target and os.path.exists(when) for when, day in ARGS.revise_when):
        return body
    data = json.loads(body)
    for row in data["boxOfficeResult"].get("dailyBoxOfficeList", []):
        for name in ("audiCnt", "audiAcc"):
            row[name] = str(int(row[name]) + 1)
    return json.dumps(data, ensure_ascii=False).encode()


def read(name):
    with open(name, "rb") as f:
        return f.read()


def ranking_body(label, show_range, year_week, list_name, rows):
    result = {"boxofficeType": label, "showRange": show_range}
    if year_week:
        result["yearWeekTime"] = year_week
    result[list_name] = rows
    return json.dumps({"boxOfficeResult": result}, ensure_ascii=False).encode()


def limit_rows(body, item_per_page):
    """KOBIS sends at most itemPerPage rows."""
    if not item_per_page.isdigit():
        return body
    try:
        data = json.loads(body)
        result = data["boxOfficeResult"]
    except (ValueError, KeyError, TypeError):
        return body
    for name in ("dailyBoxOfficeList", "weeklyBoxOfficeList"):
        if isinstance(result.get(name), list):
            result[name] = result[name][: int(item_per_page)]
    return json.dumps(data, ensure_ascii=False).encode()


CATALOGUES = {}
ARGS = None
HISTORY = None  # --history: a standin_history.History
REAL = None  # --real-history: a standin_real.RealHistory


def catalogue(dirs, name):
    if name not in CATALOGUES:
        found = find(dirs, f"catalogue_{name}.json")
        rows = json.loads(read(found)) if found else []
        if name == "movies" and ARGS.catalogue_repeat > 1:
            rows = [dict(row, movieCd=f"{copy:02d}{row['movieCd'][2:]}") if copy else row
                    for copy in range(ARGS.catalogue_repeat) for row in rows]
        CATALOGUES[name] = rows
    return CATALOGUES[name]


def page(root, list_name, rows, q, source_first):
    """One page of `rows`, with totCnt as a JSON number, as KOBIS pages its lists."""
    current = int(q("curPage")) if q("curPage").isdigit() else 1
    per = int(q("itemPerPage")) if q("itemPerPage").isdigit() else 10
    chunk = rows[(current - 1) * per: current * per]
    result = {"totCnt": len(rows)}
    if source_first:
        result["source"] = "영화진흥위원회"
    result[list_name] = chunk
    if not source_first:
        result["source"] = "영화진흥위원회"
    return json.dumps({root: result}, ensure_ascii=False).encode()


import datetime

# A made-up release calendar: film k opens on 2023-01-01 + 10k days, runs 40 days in the top 10, but drops
# out of it on days 12-13 of its run (a gap a trend must show), and a second film with the same day's
# numbers never appears. Figures are a deterministic function of the film and the day of its run.
EPOCH = datetime.date(2023, 1, 1)
SYNTHETIC = {f"2099{k:04d}": k for k in range(0, 200)}

# The year 2025 also has the films fans quote, each a formula of the days since its release (d, 0 on the
# release day, negative for screenings before it). Its audience counts every day it is shown, in the top 10 or
# not, as KOBIS's audiAcc does:
#   20980001  600,000 - 12,000 d for 50 days from 2025-03-05: passes 1, 2, 3, 5, 10 and 15 million
#   20980002  250,000 - 8,000 d for 30 days from 2025-03-12: passes 1, 2 and 3 million
#   20980003  400,000 - 10,000 d for 40 days from 2025-04-30: passes 5 million
#   20980004  30,000 on the preview weekend 2025-09-06/07 (d -4, -3), then 90,000 - 2,000 d for 30 days from
#             its release on 2025-09-10
#   20980005  100,000 a day for 30 days from 2025-06-01: out of the top 10 from 2025-06-08 to 06-12, while
#             ten festival films (2098101k, 150,000 + 1,000 k a day, 2025-06-08 to 06-12) fill it, and it passes
#             1 million on 2025-06-10, out of the top 10
#   20980099  opens 2025-05-01 and is never shown
BLOCKBUSTERS = {
    "20980001": ("천만 관객 영화", datetime.date(2025, 3, 5), lambda d: 600000 - 12000 * d if 0 <= d < 50 else 0),
    "20980002": ("삼백만 영화", datetime.date(2025, 3, 12), lambda d: 250000 - 8000 * d if 0 <= d < 30 else 0),
    "20980003": ("오백만 영화", datetime.date(2025, 4, 30), lambda d: 400000 - 10000 * d if 0 <= d < 40 else 0),
    "20980004": ("시사회 영화", datetime.date(2025, 9, 10),
                 lambda d: 30000 if d in (-4, -3) else 90000 - 2000 * d if 0 <= d < 30 else 0),
    "20980005": ("늦게 뜬 영화", datetime.date(2025, 6, 1), lambda d: 100000 if 0 <= d < 30 else 0),
    # Alone in 2029, in the top 10 for 150 days: a run longer than the 100 requests sent without asking.
    "20980006": ("오래 걸린 영화", datetime.date(2029, 3, 1), lambda d: 50000 if 0 <= d < 150 else 0),
    "20980099": ("아무도 안 본 영화", datetime.date(2025, 5, 1), lambda d: 0),
}
BLOCKBUSTERS.update({f"2098101{k}": (f"영화제 상영작 {k}", datetime.date(2025, 6, 8), (lambda k: lambda d: 150000 + 1000 * k if 0 <= d < 5 else 0)(k))
                     for k in range(10)})


def synthetic_showing(day):
    """Every film shown on `day`: (audience, code, title, open date, audiAcc, screens, shows), unranked."""
    rows = []
    for code, k in SYNTHETIC.items():
        age = (day - (EPOCH + datetime.timedelta(days=10 * k))).days
        if age < 0 or age >= 40 or age in (12, 13):
            continue
        audience = 2000 + (40 - age) * 1000 + k * 7
        total = sum(2000 + (40 - a) * 1000 + k * 7 for a in range(age + 1) if a not in (12, 13))
        rows.append((audience, code, f"가상의 영화 {k}", EPOCH + datetime.timedelta(days=10 * k), total, 100 + k, 400 + age))
    for code, (title, opened, audience_on) in BLOCKBUSTERS.items():
        d = (day - opened).days
        audience = audience_on(d)
        if audience <= 0:
            continue
        total = sum(audience_on(a) for a in range(-30, d + 1))
        rows.append((audience, code, title, opened, total, 1000, 5000 + d))
    return rows


def synthetic_top10(day):
    """The day's ranking: the ten largest audiences, ties by code."""
    return sorted(synthetic_showing(day), key=lambda r: (-r[0], r[1]))[:10]


def synthetic_row(rank, row, new):
    audience, code, title, opened, total, screens, shows = row
    return {"rnum": str(rank), "rank": str(rank), "rankInten": "0", "rankOldAndNew": "NEW" if new else "OLD",
            "movieCd": code, "movieNm": title, "openDt": opened.isoformat(),
            "salesAmt": str(audience * 10000), "salesShare": "10.0", "salesInten": "0", "salesChange": "0",
            "salesAcc": str(total * 10000), "audiCnt": str(audience), "audiInten": "0", "audiChange": "0",
            "audiAcc": str(total), "scrnCnt": str(screens), "showCnt": str(shows)}


def synthetic_daily(target):
    day = datetime.date(int(target[:4]), int(target[4:6]), int(target[6:]))
    yesterday = {r[1] for r in synthetic_top10(day - datetime.timedelta(days=1))}
    out = []
    for rank, row in enumerate(synthetic_top10(day), 1):
        code = row[1]
        # NEW: the made-up 2099 films on their first day; the 2025 films when not in the day before's ranking.
        new = (day == row[3]) if code.startswith("2099") else code not in yesterday
        out.append(synthetic_row(rank, row, new))
    return json.dumps({"boxOfficeResult": {"boxofficeType": "일별 박스오피스", "showRange": f"{target}~{target}",
                                           "dailyBoxOfficeList": out}}, ensure_ascii=False).encode()


WEEK_DAYS = {"0": (0, 7), "1": (4, 3), "2": (0, 4)}  # weekGb: first day after Monday, number of days


def synthetic_weekly(target, week):
    """The week (0, Mon-Sun), weekend (1, Fri-Sun) or weekdays (2, Mon-Thu) holding `target`: each film's
    audience summed over the period's days, the ten largest, audiAcc on the period's last day."""
    day = datetime.date(int(target[:4]), int(target[4:6]), int(target[6:]))
    offset, count = WEEK_DAYS.get(week, (0, 7))
    start = day - datetime.timedelta(days=day.weekday()) + datetime.timedelta(days=offset)
    days = [start + datetime.timedelta(days=i) for i in range(count)]
    sums = {}
    for each in days:
        for audience, code, title, opened, total, screens, shows in synthetic_showing(each):
            previous = sums.get(code, (0, None, None, None, 0, screens, shows))
            sums[code] = (previous[0] + audience, code, title, opened, 0, screens, shows)
    for code, row in list(sums.items()):
        last = next((r for r in synthetic_showing(days[-1]) if r[1] == code), None)
        total = last[4] if last else max(r[4] for each in days for r in synthetic_showing(each) if r[1] == code)
        sums[code] = row[:4] + (total,) + row[5:]
    ranked = sorted(sums.values(), key=lambda r: (-r[0], r[1]))[:10]
    iso = days[0].isocalendar()
    label = {"0": "주간 박스오피스", "1": "주말 박스오피스", "2": "주중 박스오피스"}.get(week, "주간 박스오피스")
    return json.dumps({"boxOfficeResult": {
        "boxofficeType": label, "showRange": f"{days[0]:%Y%m%d}~{days[-1]:%Y%m%d}", "yearWeekTime": f"{iso[0]}{iso[1]:02d}",
        "weeklyBoxOfficeList": [synthetic_row(rank, row, False) for rank, row in enumerate(ranked, 1)]}}, ensure_ascii=False).encode()


def synthetic_movie(code):
    if code in BLOCKBUSTERS:
        title, opened, _ = BLOCKBUSTERS[code]
        opened, english = opened.strftime("%Y%m%d"), f"Synthetic {code}"
    else:
        k = SYNTHETIC[code]
        # Every fourth film has no English title, as many Korean films in KOBIS have none.
        title, english = f"가상의 영화 {k}", ("" if k % 4 == 3 else f"Imaginary Film {k}")
        opened = (EPOCH + datetime.timedelta(days=10 * k)).strftime("%Y%m%d")
    return json.dumps({"movieInfoResult": {"movieInfo": {
        "movieCd": code, "movieNm": title, "movieNmEn": english, "movieNmOg": "", "showTm": "100",
        "prdtYear": opened[:4], "openDt": opened, "prdtStatNm": "개봉", "typeNm": "장편", "nations": [{"nationNm": "한국"}],
        "genres": [{"genreNm": "드라마"}], "directors": [{"peopleNm": "가상 감독", "peopleNmEn": ""}], "actors": [],
        "showTypes": [], "companys": [], "audits": [{"auditNo": "", "watchGradeNm": "12세이상관람가"}], "staffs": []},
        "source": "영화진흥위원회"}}, ensure_ascii=False).encode()


def redirect(handler, parts):
    handler.send_response(302)
    handler.send_header("Location", handler.state.args.redirect_to + "?" + parts.query)
    handler.send_header("Content-Length", "0")
    handler.end_headers()


def endless(handler, parts):
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json;charset=UTF-8")
    handler.send_header("Transfer-Encoding", "chunked")
    handler.end_headers()
    chunk = b'{"boxOfficeResult":{"dailyBoxOfficeList":[' + b" " * 65000
    frame = f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n"
    try:
        while True:
            handler.wfile.write(frame)
    except (BrokenPipeError, ConnectionResetError):
        handler.close_connection = True


BOMB = None


def make_bomb():
    """200 MB of JSON whitespace, gzip-compressed a megabyte at a time: made once, before the port is announced, so
    that no answer waits on it."""
    import zlib
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    megabyte = b" " * (1024 * 1024)
    parts = [packer.compress(b"{")]
    parts += [packer.compress(megabyte) for _ in range(200)]
    parts.append(packer.compress(b"}") + packer.flush())
    return b"".join(parts)


def gzipbomb(handler, parts):
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json;charset=UTF-8")
    handler.send_header("Content-Encoding", "gzip")
    handler.send_header("Content-Length", str(len(BOMB)))
    handler.end_headers()
    try:
        handler.wfile.write(BOMB)
    except (BrokenPipeError, ConnectionResetError):
        handler.close_connection = True


def stall(handler, parts):
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json;charset=UTF-8")
    handler.send_header("Content-Length", "1000")
    handler.end_headers()
    handler.wfile.write(b'{"boxOfficeResult":')
    handler.wfile.flush()
    time.sleep(3600)  # never, within any test: only the client's deadline ends the request
    handler.close_connection = True


def biglength(handler, parts):
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json;charset=UTF-8")
    handler.send_header("Content-Length", str(200 * 1024 * 1024))
    handler.end_headers()
    try:
        for _ in range(600):
            handler.wfile.write(b" " * 1024)
            handler.wfile.flush()
            time.sleep(0.1)
    except (BrokenPipeError, ConnectionResetError):
        pass
    handler.close_connection = True


ESCAPES = "\x1b]0;pwned\x07\x1b[2J\x1b]52;c;cHduZWQ=\x07\u202e\x9b31m"


def hostilefault(handler, parts):
    body = json.dumps({"faultInfo": {"message": "bad " + ESCAPES + " end", "errorCode": "3201" + ESCAPES}}).encode()
    handler.send_body(200, body)


def hostileroot(handler, parts):
    handler.send_body(200, json.dumps({ESCAPES: {"items": []}}).encode())


HOSTILE = {"redirect": redirect, "endless": endless, "gzipbomb": gzipbomb, "stall": stall, "biglength": biglength,
           "hostilefault": hostilefault, "hostileroot": hostileroot}


def watch_parent():
    """Exit once standard input, when it is a pipe, reaches end of file: the parent closed it, or is gone."""
    try:
        if not stat.S_ISFIFO(os.fstat(0).st_mode):
            return
    except OSError:
        return

    def wait():
        try:
            while os.read(0, 4096):
                pass
        except OSError:
            pass
        os._exit(0)

    threading.Thread(target=wait, daemon=True).start()


def main():
    # A parent that spawned us from a thread with signals blocked must still be able to stop us.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--fixtures", action="append", default=[])
    p.add_argument("--daily")
    p.add_argument("--movie")
    p.add_argument("--key")
    p.add_argument("--latency-ms", type=float, default=0)
    p.add_argument("--hold")
    p.add_argument("--hold-while")
    p.add_argument("--hold-after", type=int)
    p.add_argument("--release")
    p.add_argument("--status-seq", default="")
    p.add_argument("--fault")
    p.add_argument("--fault-message")
    p.add_argument("--mode", default="ok",
                   choices=["ok", "html", "truncated", "reset", "empty", "notjson", "unknownroot", "slow"] + sorted(HOSTILE))
    p.add_argument("--redirect-to", default="http://127.0.0.1:9/elsewhere")
    p.add_argument("--echo-key", action="store_true")
    p.add_argument("--catalogue-repeat", type=int, default=1)
    p.add_argument("--synthetic", action="store_true")
    p.add_argument("--history", action="store_true")
    p.add_argument("--history-seed", type=int, default=1)
    p.add_argument("--real-history", metavar="DIR")
    p.add_argument("--empty-days", action="append", default=[], metavar="FROM:TO")
    p.add_argument("--all-rows", action="store_true")
    p.add_argument("--fail-date")
    p.add_argument("--revise-when", nargs=2, action="append", default=[], metavar=("FILE", "DATE"))
    p.add_argument("--slow-s", type=float, default=5)
    p.add_argument("--log")
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--lifetime", type=float)
    args = p.parse_args()
    global ARGS, HISTORY, REAL
    ARGS = args
    if args.empty_days and not args.real_history:
        p.error("--empty-days needs --real-history")
    if args.real_history:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        sys.dont_write_bytecode = True  # no __pycache__ left in Scripts/
        import standin_real
        REAL = standin_real.RealHistory(args.real_history, args.empty_days)
    if args.history:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import standin_history
        HISTORY = standin_history.History(args.history_seed)
    if args.mode == "gzipbomb":
        global BOMB
        BOMB = make_bomb()
    Handler.state = State(args)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    if args.lifetime is not None:
        threading.Timer(args.lifetime, lambda: os._exit(0)).start()
    watch_parent()
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
