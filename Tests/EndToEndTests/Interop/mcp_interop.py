"""Connects the official MCP Python SDK client (2.x) to `boxoffice mcp`, in handshake mode and in 2026-07-28
mode: lists the tools, calls three, and prints one JSON line per mode with what it saw. The Swift test compares
the structured results with the command line's JSON.

  python mcp_interop.py BOXOFFICE_BINARY
"""
import asyncio
import json
import os
import sys

from mcp import Client
from mcp.client.stdio import StdioServerParameters


async def run(binary, mode):
    server = StdioServerParameters(command=binary, args=["mcp"], env=dict(os.environ))
    seen = {"mode": mode}
    async with Client(server, mode=mode) as client:
        seen["protocolVersion"] = client.protocol_version
        tools = await client.list_tools()
        seen["tools"] = sorted(tool.name for tool in tools.tools)
        calls = {
            "daily_box_office": {"date": "2024-01-01"},
            "movie_info": {"movie": "20230002"},
            "list_codes": {"list": "nation"},
        }
        seen["results"] = {}
        for name, arguments in calls.items():
            result = await client.call_tool(name, arguments)
            seen["results"][name] = {"isError": result.is_error, "structured": result.structured_content}
    return seen


async def main():
    binary = sys.argv[1]
    for mode in ("legacy", "2026-07-28"):
        print(json.dumps(await run(binary, mode), ensure_ascii=False), flush=True)


asyncio.run(main())
