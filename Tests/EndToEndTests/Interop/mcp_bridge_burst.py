"""Eight sessions at once through mcp-proxy, as a team sharing one `boxoffice mcp` would: each session of the official
SDK's Streamable HTTP client calls daily_box_office for the same five days and one day of its own, all at once.
Prints one JSON line: calls made, errors (tool errors or failures, with their text). The Swift test
(MCPBridgeTests) compares the request count with what the stand-in received.

  python mcp_bridge_burst.py BOXOFFICE_BINARY MCP_PROXY

The caller's environment points KOBIS_BASE_URL at the stand-in (--synthetic) and sets KOBIS_API_KEY; HOME and the
XDG_* folders must be writable.
"""
import asyncio
import json
import os
import signal
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mcp_interop import start_bridge  # noqa: E402

from mcp import Client  # noqa: E402

SHARED_DAYS = [f"2023-03-0{day}" for day in range(1, 6)]


async def session(url, index, errors):
    async with Client(url, mode="legacy", read_timeout_seconds=900) as client:
        days = SHARED_DAYS + [f"2023-04-{index + 1:02d}"]
        results = await asyncio.gather(*(client.call_tool("daily_box_office", {"date": day}) for day in days),
                                       return_exceptions=True)
        for day, result in zip(days, results):
            if isinstance(result, BaseException):
                errors.append(f"session {index} {day}: {type(result).__name__}: {result}")
            elif result.is_error:
                errors.append(f"session {index} {day}: " + " ".join(getattr(b, "text", "") for b in result.content))
        return len(days)


async def main():
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} BOXOFFICE_BINARY MCP_PROXY")
    binary, proxy = sys.argv[1:]
    bridge, url = start_bridge(proxy, binary, ["mcp"])
    errors = []
    try:
        calls = await asyncio.gather(*(session(url, index, errors) for index in range(8)))
    finally:
        bridge.kill()
        bridge.wait()
    print(json.dumps({"calls": sum(calls), "errors": errors}, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    asyncio.run(main())
