"""Drives `boxoffice mcp` through the official MCP Python SDK client (2.x), in handshake mode ("legacy") and in
2026-07-28 mode: lists the tools and calls every one of them, then prints one JSON line per era with what it saw.
The Swift test (MCPInteropTests) reads the lines and says what is wrong.

  python mcp_interop.py BOXOFFICE_BINARY MODE [--bridge MCP_PROXY]

MODE is `demo` (the server runs as `boxoffice mcp --demo`) or `standin` (`boxoffice mcp`, with the caller's
environment pointing KOBIS_BASE_URL at the KOBIS stand-in, started with --synthetic, and setting KOBIS_API_KEY and
BOXOFFICE_NOW=2024-01-16T03:00:00Z). Either way the caller's HOME and XDG_* folders must be writable: add_note
writes a note.

For each tool the script
  - checks its inputSchema and outputSchema: each is a valid Draft 2020-12 schema, and every node whose type is
    (or includes) "array" says what its items are;
  - checks the table's arguments against the inputSchema (a table that drifted is reported, not sent blind);
  - calls it with the arguments the table below gives for this MODE (a listed tool without an entry is a failure);
  - validates the structured content against the outputSchema with jsonschema's Draft 2020-12 validator, and notes
    when the SDK client itself refused the result.

With --bridge, the server runs behind mcp-proxy (PyPI; the path of its command), as a team would serve it: the
bridge listens on 127.0.0.1 and the client connects over Streamable HTTP (its /mcp endpoint), in handshake mode
only, since the bridge speaks the handshake to its clients. The bridge is ended when the script ends, and on Linux
when the script dies.

A line holds: server (MODE), mode (the era), protocolVersion, pages (tools/list answers it took), tools (sorted names),
untitled (listed without the top-level title the SDK reads), untested (listed, no table entry), unlisted (table
entries the server did not list), fatal (when the era could not be driven at all), and results: per tool its
arguments, expectError, isError, errorText, validationErrors, schemaProblems, textBytes and
structured. The script exits 0 whenever it could print both lines; the verdict is the Swift test's.
"""
import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import threading
import traceback

import jsonschema
from mcp import Client
from mcp.client.stdio import StdioServerParameters

EVERY_COLUMN = ("rank,rankChange,new,movieCode,title,openDate,audience,audienceChange,audienceChangePercent,audienceTotal,"
                "sales,salesShare,salesChange,salesChangePercent,salesTotal,screens,shows")

ERAS = ("legacy", "2026-07-28")

# Per MODE, per tool: the arguments of a call that must succeed, or with "expectError" one that must fail (and
# why). Every tool the server lists needs an entry here, so a new tool cannot go untested. An entry with "tool" is
# a further call of that tool, reported under the entry's own name.
CALLS = {
    # The sample covers 2023-08-01 to 2023-08-31, and its clock says 2023-09-01 (Sources/KobisKit/Demo).
    "demo": {
        "daily_box_office": {"arguments": {"date": "2023-08-15"}},
        "weekly_box_office": {"arguments": {"date": "2023-08-20", "period": "week"}},
        "box_office_range": {"arguments": {"from": "2023-08-01", "to": "2023-08-03"}},
        "movie_info": {"arguments": {"movie": "20239002"}},  # 콘크리트 유토피아
        "search_movies": {"arguments": {"title": "바다"}},
        "upcoming_movies": {"arguments": {"days": 60}},
        "search_people": {"arguments": {"name": "크리스토퍼"}},
        "person_info": {"arguments": {"person": "10090001"}},
        "search_companies": {"arguments": {"name": "롯데"}},
        "company_info": {"arguments": {"company": "20237799"}},
        "list_codes": {"arguments": {"list": "region"}},
        "movie_trend": {"arguments": {"movies": ["20239001", "20239002"]}},  # 오펜하이머 and 콘크리트 유토피아 side by side
        "top_movies": {"arguments": {"month": "2023-08", "limit": 5}},
        "top_movies (all time)": {"tool": "top_movies", "arguments": {"all_time": True, "limit": 5}},
        "box_office_records": {"arguments": {"kind": "fast-1m"}},  # the sample's days: 오펜하이머 on D+7
        "movie_milestones": {"arguments": {"movie": "20239002"}},
        "quota_status": {"arguments": {}},  # the sample's own count of the requests it answered
        "list_notes": {"arguments": {}},
        "add_note": {"arguments": {"movie": "20239002", "stars": 4, "text": "interop test note"}},
        "forecast_movie": {"arguments": {"movie": "20239002", "as_of": "2023-08-15"}},  # the prior: a month ends no run
    },
    # Scripts/kobis-standin.py over Tests/KobisKitTests/Fixtures, with --synthetic for the trend's 2099xxxx film;
    # BOXOFFICE_NOW is 2024-01-16T03:00:00Z.
    "standin": {
        # Every column, and the full sheet, so the Swift test can compare them with the command line's documents;
        # the demo table above asks for the defaults (the quoted columns, the brief sheet).
        "daily_box_office": {"arguments": {"date": "2024-01-01", "fields": EVERY_COLUMN}},  # daily_20240101_quirks.json
        "weekly_box_office": {"arguments": {"date": "2024-01-07", "period": "weekend"}},
        "box_office_range": {"arguments": {"from": "2024-01-01", "to": "2024-01-03"}},  # quirks, empty, ten
        "movie_info": {"arguments": {"movie": "20230002", "detail": "full"}},
        "search_movies": {"arguments": {"title": "바다"}},
        "upcoming_movies": {"arguments": {"days": 60}},
        "search_people": {"arguments": {"name": "강동원"}},
        "person_info": {"arguments": {"person": "10031641"}},
        "search_companies": {"arguments": {"name": "영화"}},
        "company_info": {"arguments": {"company": "20188621"}},
        "list_codes": {"arguments": {"list": "nation"}},
        "movie_trend": {"arguments": {"movie": "20990005", "to": "2023-03-01"}},  # a synthetic film's first days
        "top_movies": {"arguments": {"from": "2023-03-01", "to": "2023-03-31", "weekly": True, "period": "week"}},
        "movie_milestones": {"arguments": {"movie": "20990005", "to": "2023-03-31"}},  # a run under a million: none
        # The stand-in's server has an empty archive: nothing to list is the tool's error.
        "box_office_records": {"arguments": {"kind": "number-one"}, "expectError": "the archive holds no day"},
        "quota_status": {"arguments": {}},
        "list_notes": {"arguments": {}},
        # Not 20230002: the Swift test compares movie_info 20230002 with the command line's, notes and all.
        "add_note": {"arguments": {"movie": "20230101", "stars": 4, "text": "좋아요"}},
        # The test's archive is empty: one line, no forecast.
        "forecast_movie": {"arguments": {"movie": "20990005"},
                           "expectError": "an empty archive has no run to forecast"},
        # The bounded forms (issue 32), each validated like the rest: a year's range as its summary, a filmography
        # cut to 24 KB with `truncated`, the brief daily ranking and film sheet in English (Interop/Fixtures).
        # 365 requests: over the 100 a call may send unasked, so it says `confirm`.
        "box_office_range (a year)": {"tool": "box_office_range",
                                      "arguments": {"from": "2023-01-01", "to": "2023-12-31", "confirm": True}},
        "person_info (600 films)": {"tool": "person_info", "arguments": {"person": "10999001"}},
        "daily_box_office (brief, in English)": {"tool": "daily_box_office",
                                                 "arguments": {"date": "2024-01-15", "lang": "en"}},
        "movie_info (brief, in English)": {"tool": "movie_info", "arguments": {"movie": "20124079", "lang": "en"}},
    },
}

# The keywords whose value is one subschema, a list of subschemas, or a map from names to subschemas.
ONE_SCHEMA = ("additionalProperties", "items", "contains", "propertyNames", "not", "if", "then", "else",
              "unevaluatedItems", "unevaluatedProperties", "additionalItems")
SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")


def array_problems(schema, path):
    """Every node under `schema` whose type is or includes "array" and that does not say what its items are."""
    if not isinstance(schema, dict):
        return []
    problems = []
    kind = schema.get("type")
    if (kind == "array" or (isinstance(kind, list) and "array" in kind)) and "items" not in schema:
        problems.append(f'{path}: "type": {json.dumps(kind)} without "items"')
    for keyword in ONE_SCHEMA:
        if isinstance(schema.get(keyword), dict):
            problems += array_problems(schema[keyword], f"{path}/{keyword}")
        elif isinstance(schema.get(keyword), list):  # the old tuple form of items
            for index, sub in enumerate(schema[keyword]):
                problems += array_problems(sub, f"{path}/{keyword}/{index}")
    for keyword in SCHEMA_LISTS:
        for index, sub in enumerate(schema.get(keyword) or []):
            problems += array_problems(sub, f"{path}/{keyword}/{index}")
    for keyword in SCHEMA_MAPS:
        members = schema.get(keyword)
        if isinstance(members, dict):
            for name, sub in members.items():
                problems += array_problems(sub, f"{path}/{keyword}/{name}")
    return problems


def schema_problems(tool):
    """What is wrong with the tool's two schemas, each with its JSON Pointer."""
    problems = []
    for label, schema in (("inputSchema", tool.input_schema), ("outputSchema", tool.output_schema)):
        if schema is None:
            problems.append(f"{label}: missing")
            continue
        try:
            jsonschema.Draft202012Validator.check_schema(schema)
        except jsonschema.SchemaError as error:
            problems.append(f"{label}#/{'/'.join(map(str, error.path))}: not a valid Draft 2020-12 schema: "
                            f"{short(error.message)}")
        problems += array_problems(schema, f"{label}#")
    return problems


def short(text, limit=300):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit] + "…"


def schema_errors(schema, instance, label):
    """Each way `instance` breaks `schema`, as `label $.path: message`, at most 20."""
    if schema is None:
        return []
    try:
        found = sorted(jsonschema.Draft202012Validator(schema).iter_errors(instance), key=lambda e: list(e.path))
    except jsonschema.SchemaError as error:
        return [f"{label}: cannot validate, the schema is invalid: {short(error.message)}"]
    lines = [f"{label} {error.json_path}: {short(error.message)}" for error in found[:20]]
    if len(found) > 20:
        lines.append(f"{label}: … and {len(found) - 20} more")
    return lines


def described(error):
    """One line for an exception, groups unwrapped."""
    if isinstance(error, BaseExceptionGroup):
        return "; ".join(described(inner) for inner in error.exceptions)
    return f"{type(error).__name__}: {short(error, 2000)}"


async def call(client, tool, entry, captured):
    name = tool.name
    captured.pop(name, None)
    arguments = entry["arguments"]
    seen = {"arguments": arguments, "expectError": "expectError" in entry, "isError": None, "errorText": None,
            "validationErrors": schema_errors(tool.input_schema, arguments,
                                              "the table's arguments break inputSchema at"),
            "schemaProblems": schema_problems(tool), "textBytes": 0, "structured": None}
    result = None
    try:
        result = await client.call_tool(name, arguments)
    except Exception as error:  # noqa: BLE001 - the SDK refusing the result is what this test is for
        result = captured.get(name)
        if result is not None and isinstance(error, RuntimeError):
            seen["validationErrors"].append(f"the SDK client rejected the result: {short(error, 600)}")
        else:
            seen["validationErrors"].append(f"the call raised {described(error)}")
    if result is None:
        return seen
    seen["isError"] = bool(result.is_error)
    texts = [block.text for block in result.content if getattr(block, "type", None) == "text"]
    seen["textBytes"] = sum(len(text.encode("utf-8")) for text in texts)
    seen["structured"] = result.structured_content
    if result.is_error:
        seen["errorText"] = " / ".join(texts)
    elif result.structured_content is None:
        seen["validationErrors"].append("no structuredContent, though the tool declares an outputSchema")
    else:
        seen["validationErrors"] += schema_errors(tool.output_schema, result.structured_content,
                                                  "structuredContent breaks outputSchema at")
    return seen


def end_with_parent():
    """In the bridge's process, before it runs: no signal blocked, and on Linux it is killed when this script dies."""
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    if sys.platform.startswith("linux"):
        import ctypes
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def start_bridge(proxy, binary, arguments):
    """mcp-proxy on 127.0.0.1 (a port it picks) in front of `binary arguments`; the process and its /mcp address."""
    bridge = subprocess.Popen([proxy, "--host", "127.0.0.1", "--port", "0", "--pass-environment", "--", binary]
                              + arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True, preexec_fn=end_with_parent)
    for line in bridge.stderr:  # its log: the line that names the port it listens on
        found = re.search(r"Uvicorn running on (http://127\.0\.0\.1:\d+)", line)
        if found:
            # Keep reading its log, so that the bridge never blocks on a full pipe.
            threading.Thread(target=lambda: [None for _ in bridge.stderr], daemon=True).start()
            return bridge, found.group(1) + "/mcp"
    bridge.wait()
    raise RuntimeError(f"mcp-proxy ended with status {bridge.returncode} before it listened")


async def run(binary, server_mode, era, proxy=None):
    arguments = ["mcp", "--demo"] if server_mode == "demo" else ["mcp"]
    bridge = None
    if proxy:
        bridge, server = start_bridge(proxy, binary, arguments)
    else:
        server = StdioServerParameters(command=binary, args=arguments, env=dict(os.environ))
    table = CALLS[server_mode]
    seen = {"server": server_mode, "mode": era, "protocolVersion": None, "pages": 0, "tools": [], "untested": [],
            "unlisted": [], "fatal": None, "results": {}}
    try:
        async with Client(server, mode=era, read_timeout_seconds=900) as client:
            seen["protocolVersion"] = client.protocol_version
            # Keep what the SDK is about to validate: when it refuses a result, the report still shows the result.
            captured = {}
            session = client.session
            validate = session.validate_tool_result

            async def capturing(name, result):
                captured[name] = result
                await validate(name, result)

            session.validate_tool_result = capturing
            tools, cursor = [], None
            while True:  # every page: a tool on a later one must be called too
                page = await client.list_tools(cursor=cursor)
                seen["pages"] += 1
                tools += page.tools
                cursor = page.next_cursor
                if not cursor:
                    break
            seen["tools"] = sorted(tool.name for tool in tools)
            called = {entry.get("tool", key) for key, entry in table.items()}
            seen["untested"] = sorted(tool.name for tool in tools if tool.name not in called)
            seen["untitled"] = sorted(tool.name for tool in tools if not tool.title)  # the SDK reads Tool.title
            seen["unlisted"] = sorted(called - set(seen["tools"]))
            listed = {tool.name: tool for tool in tools}
            for key, entry in table.items():
                tool = listed.get(entry.get("tool", key))
                if tool is not None:
                    seen["results"][key] = await call(client, tool, entry, captured)
    except Exception as error:  # noqa: BLE001 - reported, so the other era still runs
        seen["fatal"] = described(error)
        traceback.print_exc(file=sys.stderr)
    finally:
        if bridge:  # killed, not asked: a graceful web server waits for its clients' streams to close
            bridge.kill()
            bridge.wait()
    return seen


async def main():
    arguments = sys.argv[1:]
    proxy = None
    if len(arguments) == 4 and arguments[2] == "--bridge":
        proxy = arguments[3]
        arguments = arguments[:2]
    if len(arguments) != 2 or arguments[1] not in CALLS:
        sys.exit(f"usage: {sys.argv[0]} BOXOFFICE_BINARY {'|'.join(CALLS)} [--bridge MCP_PROXY]")
    binary, server_mode = arguments
    for era in (ERAS[:1] if proxy else ERAS):
        print(json.dumps(await run(binary, server_mode, era, proxy), ensure_ascii=False), flush=True)


if __name__ == "__main__":
    # A parent that started us from a thread with signals blocked (the Swift test runner) passes its mask on.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    asyncio.run(main())
